import type { FastifyBaseLogger } from 'fastify';
import type { DeletedRows } from './expired-rows-repository.ts';

export const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * Runs the expired-row clean-up once at start and then every hour. The timer is unref'd (it never
 * keeps the process alive); runs never overlap; a failure is logged and retried on the next tick.
 */
export function createCleanupTask(deps: {
  deleteExpired: () => Promise<DeletedRows>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function runOnce(): Promise<void> {
    running ??= deps
      .deleteExpired()
      .then((deleted) => {
        if (deleted.emailCodes + deleted.rateCounters + deleted.refreshTokens > 0)
          deps.log.info({ deleted }, 'expired account rows deleted');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'expired account rows: clean-up failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    start(): void {
      if (timer || stopped) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), deps.intervalMs ?? cleanupIntervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CleanupTask = ReturnType<typeof createCleanupTask>;
