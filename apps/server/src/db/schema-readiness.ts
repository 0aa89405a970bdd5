import { sql } from 'drizzle-orm';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import type { Database } from './database.ts';

/** `when` of the newest migration this build ships: drizzle records it as `created_at` once applied. */
const newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
const repairIntervalMs = 5_000;

export interface SchemaReadiness {
  /** True when the database answers and holds this build's newest migration (or a later one). */
  isMigrated(): Promise<boolean>;
  /**
   * Migrates a database found reachable but empty or behind (recreated under a running server),
   * under the start-up lock, at most once per few seconds; never throws (the next check retries).
   */
  repair(): void;
}

export function createSchemaReadiness(
  database: Database,
  log: { error(details: object, message: string): void; warn(message: string): void },
): SchemaReadiness {
  let repairing = false;
  let lastAttempt = 0;
  return {
    isMigrated: async () => {
      // to_regclass answers null instead of failing when the table (or its schema) is missing.
      const rows = (await database.db.execute(
        sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      )) as unknown as { rows: { present: boolean }[] };
      if (!rows.rows[0]?.present) return false;
      const newest = (await database.db.execute(
        sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string }[] };
      return Number(newest.rows[0]?.newest ?? 0) >= newestMigration;
    },
    repair: () => {
      const now = Date.now();
      if (repairing || now - lastAttempt < repairIntervalMs) return;
      repairing = true;
      lastAttempt = now;
      log.warn('the database schema is missing or behind: migrating it');
      database
        .withStartupLock(() => database.migrate())
        .catch((error: unknown) => log.error({ err: error }, 'migrating the database again failed'))
        .finally(() => {
          repairing = false;
        });
    },
  };
}
