import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';

/**
 * A fresh database for one test file (migrated unless `migrate: false`): embedded PGlite in
 * memory by default, or a throwaway database on the server named by TEST_DATABASE_URL when
 * OHP_TEST_DB=postgres.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (process.env.OHP_TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: ':memory:' });
    if (migrate) await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('OHP_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ohp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  if (migrate) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * With OHP_TEST_DB=postgres, a throwaway database on the TEST_DATABASE_URL server for a server
 * process to open (its URL and how to drop it); undefined otherwise (the process uses PGlite).
 */
export async function throwawayDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (process.env.OHP_TEST_DB !== 'postgres') return undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('OHP_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ohp_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
