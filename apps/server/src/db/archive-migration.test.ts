import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { migrationsFolder } from './database.ts';

/** A copy of drizzle/ whose journal stops before 0008_archive. */
function foldersBeforeArchive(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ohp-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === '0008_archive');
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let database: Database;
const rows = async <T>(query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Entry {
  name: string;
  kind: string;
  parent: string | null;
  size: string | number;
  resource_type: string | null;
  storage_key: string | null;
}

let owner = '';
let other = '';

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  await database.migrate(foldersBeforeArchive());
  const [a] = await rows<{ id: string }>(
    sql`insert into users (email, name) values ('old@example.com', 'Old') returning id`,
  );
  const [b] = await rows<{ id: string }>(
    sql`insert into users (email, name) values ('big@example.com', 'Big') returning id`,
  );
  owner = a?.id ?? '';
  other = b?.id ?? '';
  const measurement = async (
    user: string,
    name: string,
    family: string | null,
    domain: string,
    size: number,
  ) => {
    const [row] = await rows<{
      id: string;
    }>(sql`insert into measurements (user_id, domain, family, file_name, size, storage_key)
      values (${user}, ${domain}, ${family}, ${name}, ${size}, ${`users/${user}/measurements/${name}/file`}) returning id`);
    return row?.id ?? '';
  };
  const v2 = await measurement(owner, 'DOSE.TXT', 'doseMaxV2', 'noise', 1000);
  await measurement(owner, 'DOSE.TXT', 'doseMaxV2', 'noise', 500);
  await measurement(owner, 'a/b\u0001.csv', null, 'noise', 10);
  await measurement(owner, 'heat.txt', 'itemp', 'heat', 20);
  await rows(
    sql`insert into components (user_id, domain, description, data) values (${owner}, 'heat', 'Forno', '{"a":1}')`,
  );
  await rows(sql`insert into measurement_reports (measurement_id, user_id, title, size, storage_key)
    values (${v2}, ${owner}, 'Laudo', 300, 'users/x/measurements/y/reports/z.pdf')`);
  // Past the default quota: the migration still files it (the quota applies to new saves).
  await measurement(other, 'huge.txt', 'doseMax', 'noise', 1500 * 1024 * 1024);
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('migration 0008_archive', () => {
  it('files every saved measurement, component and report in a folder of its family or kind', async () => {
    const entries =
      await rows<Entry>(sql`select e.name, e.kind, p.name as parent, e.size, e.resource_type, e.storage_key
      from archive_entries e left join archive_entries p on p.id = e.parent_id
      where e.owner_id = ${owner} order by e.kind, p.name nulls first, e.name`);
    expect(entries.map((e) => [e.kind, e.parent, e.name, e.resource_type, Number(e.size)])).toEqual([
      ['file', 'Componentes de calor', 'Forno', 'component', 8],
      ['file', 'DoseMax V2', 'DOSE (2).TXT', 'measurement', 500],
      ['file', 'DoseMax V2', 'DOSE.TXT', 'measurement', 1000],
      ['file', 'Itemp', 'heat.txt', 'measurement', 20],
      ['file', 'Relatórios', 'Laudo.pdf', 'report', 300],
      ['file', 'Ruído (CSV)', 'a_b_.csv', 'measurement', 10],
      ['folder', null, 'Componentes de calor', null, 0],
      ['folder', null, 'DoseMax V2', null, 0],
      ['folder', null, 'Itemp', null, 0],
      ['folder', null, 'Relatórios', null, 0],
      ['folder', null, 'Ruído (CSV)', null, 0],
    ]);
    expect(entries.find((e) => e.name === 'Laudo.pdf')?.storage_key).toBe(
      'users/x/measurements/y/reports/z.pdf',
    );
  });

  it('counts the bytes on each owner, past the quota too', async () => {
    const usage = await rows<{ user_id: string; used_bytes: string | number }>(
      sql`select user_id, used_bytes from user_storage order by used_bytes`,
    );
    expect(usage.map((u) => [u.user_id, Number(u.used_bytes)])).toEqual([
      [owner, 1000 + 500 + 10 + 20 + 8 + 300],
      [other, 1500 * 1024 * 1024],
    ]);
  });

  it('keeps both sides in step afterwards: deleting a measurement removes its file and its report', async () => {
    await rows(sql`delete from measurements where user_id = ${owner} and size = 1000`);
    const names = await rows<{ name: string }>(
      sql`select name from archive_entries where owner_id = ${owner} and kind = 'file' order by name`,
    );
    expect(names.map((n) => n.name).sort()).toEqual(['DOSE (2).TXT', 'Forno', 'a_b_.csv', 'heat.txt']);
    const [usage] = await rows<{ used_bytes: string }>(
      sql`select used_bytes from user_storage where user_id = ${owner}`,
    );
    expect(Number(usage?.used_bytes)).toBe(500 + 10 + 20 + 8);
  });
});
