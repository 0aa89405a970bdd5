import type { Database } from '../../db/database.ts';
import { type JobQueue, scheduledRetries } from './job-queue.ts';

// The embedded database's planner statistics, refreshed hourly as a job (PGlite has no autovacuum:
// Database.refreshStatistics). On PostgreSQL its autovacuum does this, and nothing is scheduled.

export const databaseStatisticsJob = 'database-statistics';

/** At minute 47: away from the expired-row clean-up at minute 17. */
export const databaseStatisticsSchedule = '47 * * * *';

export function defineDatabaseStatistics(jobs: JobQueue, database: Database): void {
  jobs.define(databaseStatisticsJob, () => database.refreshStatistics(), scheduledRetries);
}

/** Schedules the hourly refresh where the database needs it (embedded PGlite only). */
export async function scheduleDatabaseStatistics(jobs: JobQueue, database: Database): Promise<void> {
  if (database.kind === 'pglite') await jobs.schedule(databaseStatisticsJob, databaseStatisticsSchedule);
}
