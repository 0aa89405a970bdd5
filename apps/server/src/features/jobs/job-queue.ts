import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { dueJobCount } from './job-status-repository.ts';

/** How a queue retries: the first retry within a minute, doubling after, for well over 30 minutes. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

// pg-boss waits between retry n and n+1 a random time in [d·2ⁿ, d·2ⁿ⁺¹] seconds: with d = 20 the
// first retry comes after 20–40 s and 7 retries span at least 20·(2⁷−1) s ≈ 42 min (at most ≈ 85).
export const mailRetries: RetryPolicy = { retryLimit: 7, retryDelay: 20, retryBackoff: true };

/** Recurring checks: a couple of retries a minute or two apart; the next run comes anyway. */
export const scheduledRetries: RetryPolicy = { retryLimit: 2, retryDelay: 60, retryBackoff: true };

type Handler<T> = (data: T, attempt: { retryCount: number; retryLimit: number; id: string }) => Promise<void>;

/**
 * Background work stored in the database (pg-boss on PostgreSQL or PGlite, docs/decisions.md):
 * a job survives the process that queued it, any instance may run it, failures are retried and
 * recorded. Started on first use, so an app that never queues anything pays nothing.
 */
export function createJobQueue(database: Database, log: FastifyBaseLogger, options: { schedule: boolean }) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: options.schedule,
    // A job still running after this long is failed (and retried): a hung SMTP connection.
    expireInSeconds: 5 * 60,
    // Failed and finished jobs stay visible to admins for a week.
    retentionDays: 7,
    deleteAfterDays: 7,
    pollingIntervalSeconds: 2,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, { handler: Handler<unknown>; retries: RetryPolicy; workers: number }>();
  const workers = new Map<string, string[]>();
  let starting: Promise<void> | undefined;
  let stopped = false;

  async function startOnce(): Promise<void> {
    await boss.start();
    for (const [name, { handler, retries, workers: count }] of handlers) {
      await boss.createQueue(name, { name, ...retries });
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push(await work(name, handler));
      workers.set(name, ids);
    }
  }

  function work(name: string, handler: Handler<unknown>): Promise<string> {
    return boss.work<unknown>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit, id: job.id });
        } catch (error) {
          const final = job.retryCount >= job.retryLimit;
          log[final ? 'error' : 'warn'](
            { err: error, job: job.id, queue: name, retryCount: job.retryCount },
            final ? 'background job failed for good' : 'background job failed: it will be retried',
          );
          throw error;
        }
      },
    );
  }

  /** This instance looks at once instead of at its next poll. */
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  const ready = () => {
    if (stopped) throw new Error('the job queue is stopped');
    starting ??= startOnce();
    return starting;
  };

  return {
    boss,
    /**
     * Declares a queue and the work its jobs do (before the first send or start). `workers` jobs of
     * the queue run at once in this instance (each job alone, so a failure retries that job only).
     */
    define<T>(name: string, handler: Handler<T>, retries: RetryPolicy, workers = 1): void {
      handlers.set(name, { handler: handler as Handler<unknown>, retries, workers });
    },
    /** Stores a job; resolves once it is in the database (the caller may answer then). */
    async send(name: string, data: object): Promise<void> {
      await ready();
      await boss.send(name, data, {});
      wake(name);
    },
    /** Stores several jobs of one queue in one statement (the queue's retry policy applies). */
    async sendMany(name: string, data: object[]): Promise<void> {
      if (data.length === 0) return;
      await ready();
      await boss.insert(data.map((item) => ({ name, data: item })));
      wake(name);
    },
    /** A job run by one instance of the cluster at each time of the 5-field cron (server time zone). */
    async schedule(name: string, cron: string): Promise<void> {
      await ready();
      await boss.schedule(name, cron, {}, { tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    },
    start: ready,
    /** Resolves when no job of `name` is due or running (tests, shutdown). */
    async idle(name: string): Promise<void> {
      if (!starting) return;
      await starting;
      for (;;) {
        if ((await dueJobCount(database, name)) === 0) return;
        wake(name);
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
