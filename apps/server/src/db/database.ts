import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as accountTables from './schema.ts';
import * as componentTables from './schema-components.ts';
import * as esocialTables from './schema-esocial.ts';
import * as gheStatisticsTables from './schema-ghe-statistics.ts';
import * as adminTables from './schema-admin.ts';
import * as archiveTables from './schema-archive.ts';
import * as measurementTables from './schema-measurements.ts';
import * as notificationTables from './schema-notifications.ts';
import * as organisationTables from './schema-organisations.ts';
import * as supportTables from './schema-support.ts';

/** Every table (the schema files of the features import the account tables, never the reverse). */
const schema = {
  ...accountTables,
  ...measurementTables,
  ...organisationTables,
  ...componentTables,
  ...adminTables,
  ...notificationTables,
  ...supportTables,
  ...archiveTables,
  ...esocialTables,
  ...gheStatisticsTables,
};
export type Schema = typeof schema;
/** The one Drizzle type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `drizzle/` (tests pass a folder holding only the earlier ones). */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` while holding the cluster-wide start-up lock (a PostgreSQL advisory lock), so of
   * several instances starting at once one migrates and seeds and the others wait, then find
   * nothing left to do. PGlite has one owning process, so there it simply runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Brings the planner's statistics up to date. PGlite runs no autovacuum daemon: without this its
   * statistics stay those of the empty tables the migrations made, and the planner, guessing row
   * counts from pages, chose whole-table scans and sorts (docs/reliability.md, docs/archive.md).
   * PostgreSQL's autovacuum keeps them there, so it does nothing on PostgreSQL.
   */
  refreshStatistics(): Promise<void>;
  close(): Promise<void>;
  /**
   * Plain SQL on the driver underneath (for libraries that bring their own SQL, like the job
   * queue): parameters with `values`, several statements only without.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The embedded database's ownership of its DATA_DIR (undefined for PostgreSQL and in memory). */
  ownerLock?: DataDirLock;
}

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Key of the advisory lock held while migrating and seeding (any constant; "OHP-MIGR" in ASCII). */
export const startupLockKey = 0x4f48505f4d494752n;

export class DatabaseUnavailableError extends Error {
  constructor(target: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach the database at ${target}: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Hides the password of a connection string so it can be printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Embedded PGlite in `<dataDir>/pgdata` (or in memory when dataDir is ':memory:'), or a
 * PostgreSQL server when a URL is given. Both use the same schema and migrations.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // pg emits 'error' on idle clients when the server goes away; without a listener Node crashes.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(redactUrl(url), error);
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: folder }),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values as unknown[])) as unknown as
        | pg.QueryResult
        | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    withStartupLock: async (work) => {
      // A session-level lock on a connection of its own: the work itself may use the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockKey.toString()]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey.toString()]);
        }
      } finally {
        client.release();
      }
    },
    refreshStatistics: async () => {},
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // Before anything touches the files: a second process stops here (DataDirInUseError).
  const ownerLock = dataDir === ':memory:' ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    // pg_trgm ships with PGlite but is only available when loaded: without it the trigram indexes
    // of the admin search (migrations 0009, 0014) cannot exist and every search scans all users.
    const options = { extensions: { pg_trgm } };
    if (dataDir === ':memory:') client = new PGlite(options);
    else {
      const pgdata = resolve(dataDir, 'pgdata');
      mkdirSync(pgdata, { recursive: true });
      client = new PGlite(pgdata, options);
    }
    await client.waitReady;
  } catch (error) {
    ownerLock?.release();
    throw new DatabaseUnavailableError(`embedded database in ${dataDir}`, error);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withStartupLock: (work) => work(),
    refreshStatistics: async () => {
      await client.exec('analyze');
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        ownerLock?.release();
      }
    },
    ownerLock,
  };
}
