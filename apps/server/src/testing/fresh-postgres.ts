import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

export interface FreshPostgres {
  /** A database nobody has migrated yet. */
  url: string;
  /** Runs one statement on that database. */
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  destroy(): Promise<void>;
}

/**
 * An empty PostgreSQL database for tests that start whole server processes: on the server named by
 * TEST_DATABASE_URL when set, otherwise on a private server this test starts (so the test runs
 * on PostgreSQL either way: what it checks does not exist on the embedded database).
 */
export async function freshPostgresDatabase(): Promise<FreshPostgres> {
  const privateServer: PrivatePostgres | undefined = process.env.TEST_DATABASE_URL
    ? undefined
    : await startPrivatePostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? privateServer?.url ?? '';
  const name = `ohp_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      if (privateServer) return privateServer.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
