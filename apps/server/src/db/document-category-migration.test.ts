import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { migrationsFolder } from './database.ts';

/** A copy of drizzle/ whose journal stops before 0010_document-category. */
function foldersBeforeCategory(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ohp-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === '0010_document-category');
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// Rows as admins saved them before categories: Help showed the documents without a family as drivers.
const oldRows = [
  {
    key: 'guide',
    kind: 'document',
    family: null,
    en: 'OHP platform quick guide',
    es: 'Guía rápida',
    expected: 'manual',
  },
  { key: 'usb', kind: 'document', family: null, en: 'USB Driver', es: 'Driver USB', expected: 'driver' },
  {
    key: 'usb-es',
    kind: 'document',
    family: null,
    en: 'USB cable',
    es: 'Controlador USB',
    expected: 'driver',
  },
  {
    key: 'axpro',
    kind: 'document',
    family: 'axPro',
    en: 'AxPro driver notes',
    es: 'AxPro',
    expected: 'manual',
  },
  { key: 'video', kind: 'video', family: null, en: 'Driver install video', es: 'Video', expected: null },
] as const;

let database: Database;

async function selectRows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  await database.migrate(foldersBeforeCategory());
  for (const row of oldRows) {
    const title = JSON.stringify({ 'pt-BR': row.en, en: row.en, es: row.es });
    await database.db.execute(sql`
      insert into support_items (kind, family, title, description, mime_type, size, storage_key)
      values (${row.kind}, ${row.family}, ${title}::jsonb, '{"pt-BR":"","en":"","es":""}'::jsonb,
        'application/pdf', 1, ${`support/${row.key}`})`);
  }
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('migration 0010_document-category', () => {
  it('files old documents as drivers (no family, a title naming a driver) or manuals; videos get none', async () => {
    const rows = await selectRows<{ storage_key: string; category: string | null }>(
      sql`select storage_key, category from support_items`,
    );
    const byKey = new Map(rows.map((r) => [r.storage_key, r.category]));
    for (const old of oldRows) expect(byKey.get(`support/${old.key}`), old.key).toBe(old.expected);
  });

  it('refuses a document without a category, an unknown one, and a video with one', async () => {
    const insert = (kind: string, category: string | null) =>
      database.db
        .execute(sql`insert into support_items (kind, category, title, description, mime_type, size, storage_key)
          values (${kind}, ${category}, '{}'::jsonb, '{}'::jsonb, 'x', 1, 'k')`)
        .then(
          () => 'stored',
          () => 'refused',
        );
    expect(await insert('document', null)).toBe('refused');
    expect(await insert('document', 'brochure')).toBe('refused');
    expect(await insert('video', 'driver')).toBe('refused');
    expect(await insert('document', 'declaration')).toBe('stored');
  });
});
