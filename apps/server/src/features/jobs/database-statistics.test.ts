import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  databaseStatisticsJob,
  databaseStatisticsSchedule,
  scheduleDatabaseStatistics,
} from './database-statistics.ts';
import type { JobQueue } from './job-queue.ts';

const rowsThePlannerCounts = async (database: Database, table: string): Promise<number> => {
  const { rows } = await database.executeSql('select reltuples from pg_class where relname = $1', [table]);
  return Number((rows[0] as { reltuples: number }).reltuples);
};

describe('the embedded database statistics', () => {
  let embedded: Database;
  beforeAll(async () => {
    embedded = await openDatabase({ dataDir: ':memory:' });
    await embedded.migrate();
  });
  afterAll(async () => {
    await embedded?.close();
  });

  it('are the empty tables of the migrations until refreshed (PGlite has no autovacuum), then count the rows', async () => {
    await embedded.executeSql(
      `insert into users (email, name) select 'stats' || n || '@example.com', 'Stats' from generate_series(1, 500) as n`,
    );
    expect(await rowsThePlannerCounts(embedded, 'users')).toBeLessThan(500);
    await embedded.refreshStatistics();
    expect(await rowsThePlannerCounts(embedded, 'users')).toBe(500);
  });
});

describe('the database-statistics job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is defined on every instance and completes on this database', async () => {
    await t.app.platform.jobs.send(databaseStatisticsJob, {});
    await t.app.platform.jobs.idle(databaseStatisticsJob);
    const { rows } = await t.database.executeSql('select state from pgboss.job where name = $1', [
      databaseStatisticsJob,
    ]);
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('is scheduled hourly on PGlite only (PostgreSQL has its autovacuum)', async () => {
    const scheduled: Array<[string, string]> = [];
    const jobs = {
      schedule: async (name: string, cron: string) => {
        scheduled.push([name, cron]);
      },
    } as unknown as JobQueue;
    await scheduleDatabaseStatistics(jobs, { kind: 'postgres' } as Database);
    expect(scheduled).toEqual([]);
    await scheduleDatabaseStatistics(jobs, { kind: 'pglite' } as Database);
    expect(scheduled).toEqual([[databaseStatisticsJob, databaseStatisticsSchedule]]);
  });
});
