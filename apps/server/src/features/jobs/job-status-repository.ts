import type { JobSummary } from '@ohp/contracts';
import type { Database } from '../../db/database.ts';

const toIso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Pending, retried and failed jobs first, then the newest: what an admin looks at. */
export async function jobSummary(database: Database, limit = 100): Promise<JobSummary> {
  const present = await database.executeSql(`select to_regclass('pgboss.job') is not null as present`);
  if (!(present.rows[0] as { present?: boolean } | undefined)?.present) return { counts: {}, jobs: [] };
  const counts = await database.executeSql(
    `select state::text as state, count(*)::int as n from pgboss.job where name not like '__pgboss%' group by state`,
  );
  const rows = await database.executeSql(
    `select id::text, name, state::text as state, retry_count, retry_limit, created_on, start_after,
            completed_on, case when state in ('retry', 'failed') then coalesce(output->>'message', output::text) end as error
       from pgboss.job where name not like '__pgboss%'
       order by (state in ('created', 'retry', 'active', 'failed')) desc, created_on desc
       limit $1`,
    [limit],
  );
  return {
    counts: Object.fromEntries(
      (counts.rows as Array<{ state: string; n: number }>).map((row) => [row.state, row.n]),
    ),
    jobs: (rows.rows as Array<Record<string, unknown>>).map((row) => ({
      id: String(row.id),
      queue: String(row.name),
      state: String(row.state),
      retryCount: Number(row.retry_count),
      retryLimit: Number(row.retry_limit),
      createdOn: toIso(row.created_on) ?? '',
      startAfter: toIso(row.start_after) ?? '',
      completedOn: toIso(row.completed_on),
      error: row.error === null || row.error === undefined ? null : String(row.error).slice(0, 2000),
    })),
  };
}

/** Jobs of a queue that are running or due now (a queue is idle when there are none). */
export async function dueJobCount(database: Database, queue: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from pgboss.job where name = $1
       and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    [queue],
  );
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
}
