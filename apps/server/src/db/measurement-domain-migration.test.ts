import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrationsFolder } from './database.ts';
import { openTestDatabase } from '../testing/test-database.ts';

/** A copy of drizzle/ whose journal stops before 0003_measurement-domain. */
function foldersBeforeDomain(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ohp-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === '0003_measurement-domain');
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// Rows as the previous API saved them: family 'dosimeter-v1' | 'dosimeter-v2', no domain.
const oldRows = [
  { name: 'v2.txt', family: 'dosimeter-v2', serial: '2409000310AA', expected: 'doseMaxV2' },
  { name: 'dosemax.txt', family: 'dosimeter-v1', serial: '24010001201B', expected: 'doseMax' },
  { name: 'dosemax-short.txt', family: 'dosimeter-v1', serial: '2401000121B ', expected: 'doseMax' },
  { name: 'dosepro.txt', family: 'dosimeter-v1', serial: '23050004401A', expected: 'dosePro' },
  { name: 'samples.csv', family: 'dosimeter-v1', serial: null, expected: null },
] as const;

let database: Database;

/** Raw rows of a query, whichever driver answers (PGlite and node-postgres both return `rows`). */
async function selectRows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  await database.migrate(foldersBeforeDomain());
  // Plain SQL: the database is at 0002, older than the users table of today's schema.
  const [user] = await selectRows<{ id: string }>(
    sql`insert into users (email, name, last_name) values ('old@example.com', 'Old', 'Rows') returning id`,
  );
  if (!user) throw new Error('user not created');
  userId = user.id;
  for (const row of oldRows) {
    await database.db.execute(sql`
      insert into measurements (user_id, family, file_name, serial_number, size, storage_key)
      values (${userId}, ${row.family}, ${row.name}, ${row.serial}, 1, ${`users/${userId}/${row.name}`})`);
  }
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('migration 0003_measurement-domain', () => {
  it('gives every old row the noise domain and the family its serial names (SPEC §3)', async () => {
    const rows = await selectRows<{ file_name: string; domain: string; family: string | null }>(
      sql`select file_name, domain, family from measurements order by file_name`,
    );
    const byName = new Map(rows.map((r) => [r.file_name, r]));
    for (const old of oldRows) {
      expect(byName.get(old.name), old.name).toEqual({
        file_name: old.name,
        domain: 'noise',
        family: old.expected,
      });
    }
  });

  it('leaves the domain required and the index on owner, domain and creation', async () => {
    const failed = await database.db
      .execute(sql`insert into measurements (user_id, file_name, size, storage_key)
        values (${userId}, 'x', 1, 'k')`)
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    const defs = await selectRows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'measurements_owner_domain_idx'`,
    );
    expect(defs[0]?.indexdef).toMatch(/\(user_id, domain, created_at\)/);
  });
});
