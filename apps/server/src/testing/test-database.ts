import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a
 * throwaway database on the server named by TEST_DATABASE_URL when OHP_TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.OHP_TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: ':memory:' });
    await database.migrate();
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
  await database.migrate();
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
