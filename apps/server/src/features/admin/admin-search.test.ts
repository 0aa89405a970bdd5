import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paginationHeader } from '@ohp/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { companies, companyMembers } from '../../db/schema-organisations.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';

// The search of `GET user/admin` (and its export) is one UNION of three index-friendly branches
// (e-mail, full name, any company's name); these pin what it finds, the same as the former OR.

let t: TestApp;
let adminToken: string;

const person = async (email: string, name: string, lastName: string) => {
  const [row] = await t.database.db.insert(users).values({ email, name, lastName }).returning();
  if (!row) throw new Error('user not created');
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  await createUser(t, 'root@example.com', { role: 'admin', name: 'Root' });
  adminToken = (await login(t, 'root@example.com')).token;
  const maria = await person('maria.silva@example.com', 'Maria', 'Silva');
  const jose = await person('jose@example.com', 'José', 'Souza');
  const acme = await person('acme.fan@example.com', 'Fã', 'Acme');
  await person('other@example.com', 'Outro', 'Alguém');
  const [first, second] = await t.database.db
    .insert(companies)
    .values([
      { corporateName: 'Ruído Zero Ltda', document: '11222333000181' },
      { corporateName: 'Acme Higiene', document: '99888777000166' },
    ])
    .returning();
  // Maria belongs to two companies; the list shows the first, the search looks in both.
  await t.database.db.insert(companyMembers).values([
    { companyId: first?.id ?? '', userId: maria.id, role: 'owner' },
    { companyId: second?.id ?? '', userId: maria.id, role: 'member' },
    { companyId: second?.id ?? '', userId: jose.id, role: 'member' },
    // Matches "acme" by name and by company: listed once.
    { companyId: second?.id ?? '', userId: acme.id, role: 'member' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const search = async (text: string, extra = '') => {
  const res = await t.app.inject({
    url: `/api/user/admin?Search=${encodeURIComponent(text)}&OrderBy=email${extra}`,
    headers: bearer(adminToken),
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    emails: res.json().data.map((u: { email: string }) => u.email) as string[],
    companies: res.json().data.map((u: { company: string | null }) => u.company) as (string | null)[],
    pagination: JSON.parse(String(res.headers[paginationHeader])),
  };
};

describe('admin users search', () => {
  it('finds by company name, any of the user’s companies, case-insensitively', async () => {
    const found = await search('ACME hig');
    expect(found.emails).toEqual(['acme.fan@example.com', 'jose@example.com', 'maria.silva@example.com']);
    // The company column still shows the first company joined.
    expect(found.companies[2]).toBe('Ruído Zero Ltda');
    expect((await search('zero ltda')).emails).toEqual(['maria.silva@example.com']);
  });

  it('finds by an e-mail fragment and by the full name across first and last name', async () => {
    expect((await search('IA.SIL')).emails).toEqual(['maria.silva@example.com']);
    expect((await search('ria silva')).emails).toEqual(['maria.silva@example.com']);
    expect((await search('josé souza')).emails).toEqual(['jose@example.com']);
  });

  it('lists a user matching several branches once, and counts each once', async () => {
    const found = await search('acme');
    expect(found.emails).toEqual(['acme.fan@example.com', 'jose@example.com', 'maria.silva@example.com']);
    expect(found.pagination.totalCount).toBe(3);
    const page = await search('acme', '&PageSize=2&Page=2');
    expect(page.emails).toEqual(['maria.silva@example.com']);
    expect(page.pagination).toMatchObject({ totalCount: 3, totalPages: 2, hasPrevious: true });
  });

  it('folds case but not accents (ILIKE, as before), and takes LIKE wildcards literally', async () => {
    // "Ruído" holds an accent; the same word without it is another text.
    expect((await search('ruido')).emails).toEqual([]);
    expect((await search('ruído')).emails).toEqual(['maria.silva@example.com']);
    expect((await search('a_s')).emails).toEqual([]);
    expect((await search('nobody-here')).emails).toEqual([]);
  });

  it('the export applies the same search', async () => {
    const res = await t.app.inject({
      url: '/api/user/admin/export?format=csv&Search=higiene',
      headers: bearer(adminToken),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).some((line) => line.includes('jose@example.com'))).toBe(true);
  });
});

describe('migrations 0009 and 0014 (trigram indexes)', () => {
  const trigramIndexes = (db: TestApp['database']['db']) =>
    db.execute(sql`select indexname from pg_indexes where indexname like '%trgm' order by indexname`);
  const names = (result: unknown) =>
    ((result as { rows?: { indexname: string }[] }).rows ?? (result as { indexname: string }[])).map(
      (row) => row.indexname,
    );

  it('makes the indexes on PostgreSQL and on the embedded database (PGlite loads pg_trgm)', async () => {
    expect(names(await trigramIndexes(t.database.db))).toEqual([
      'companies_corporate_name_trgm',
      'users_email_trgm',
      'users_full_name_trgm',
    ]);
  });

  it('answers a search through them (the plan reads a trigram index, not every user)', async () => {
    // Too few rows for the planner to prefer an index on its own: scans off, as at 100,000 users.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      return tx.execute(sql.raw(`explain select id from users where email ilike '%jose@exa%'`));
    });
    const text = JSON.stringify((plan as { rows?: unknown[] }).rows ?? plan);
    expect(text).toContain('users_email_trgm');
  });

  it('0014 remakes them on a database migrated while the embedded pg_trgm was not loaded', async () => {
    // As an embedded database migrated by an earlier server, where 0009 found no pg_trgm.
    await t.database.db.execute(
      sql.raw('drop index users_email_trgm, users_full_name_trgm, companies_corporate_name_trgm'),
    );
    expect(names(await trigramIndexes(t.database.db))).toEqual([]);
    await t.database.db.execute(
      sql.raw(readFileSync(join(migrationsFolder, '0014_pglite-trigram-search.sql'), 'utf8')),
    );
    expect(names(await trigramIndexes(t.database.db))).toEqual([
      'companies_corporate_name_trgm',
      'users_email_trgm',
      'users_full_name_trgm',
    ]);
  });

  it('succeeds without indexes when creating the extension is refused', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      // Stands in for a role without the right to create extensions: CREATE EXTENSION fails.
      await database.db.execute(
        sql.raw(`create function deny_extension() returns event_trigger
        language plpgsql as $$ begin
          raise exception insufficient_privilege using message = 'permission denied to create extension';
        end $$`),
      );
      await database.db.execute(
        sql.raw(`create event trigger deny_extension on ddl_command_start
          when tag in ('CREATE EXTENSION') execute function deny_extension()`),
      );
      await database.migrate();
      expect(names(await trigramIndexes(database.db))).toEqual([]);
      const migrated = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = (migrated as { rows?: { n: number }[] }).rows ?? (migrated as { n: number }[]);
      // Every migration of the journal applied, 0009 included.
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});
