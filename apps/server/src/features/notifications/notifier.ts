import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, RetryPolicy } from '../jobs/job-queue.ts';
import type { NewNotification, NotificationRepository } from './notification-repository.ts';
import type { PushJobs } from './push-jobs.ts';

export const notificationJob = 'notification';

/** A notification queued for later is stored within about half an hour even if the database hiccups. */
export const notificationRetries: RetryPolicy = { retryLimit: 5, retryDelay: 20, retryBackoff: true };

/** A notification stored by a job: the key makes a retried job store it once. */
export type QueuedNotification = NewNotification & { dedupeKey: string };

/**
 * What other features call to notify a user: the notification is stored, then one push job per
 * browser of the user is queued (notifications/push-jobs.ts, docs/admin.md "Web Push").
 * `notifyLater` stores the notification itself in a background job (a report saved: the request
 * does not wait for it, and a failure is retried). A push that cannot be queued is logged, never
 * thrown: the stored notification is what counts.
 */
export function createNotifier(deps: {
  repository: Pick<NotificationRepository, 'insert'>;
  jobs: JobQueue;
  pushes: Pick<PushJobs, 'enqueue'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  async function notify(userId: string, input: NewNotification): Promise<boolean> {
    const row = await deps.repository.insert(userId, input);
    if (!row) return false;
    try {
      await deps.pushes.enqueue(userId, row.id);
    } catch (error) {
      deps.log.error({ err: error, notification: row.id }, 'push of a notification not queued');
    }
    return true;
  }

  deps.jobs.define<{ userId: string; notification: QueuedNotification }>(
    notificationJob,
    async ({ userId, notification }) => {
      await notify(userId, notification);
    },
    notificationRetries,
  );

  return {
    notify,
    /** Resolves once the notification is queued (stored as a job), not yet stored itself. */
    async notifyLater(userId: string, input: QueuedNotification): Promise<void> {
      await deps.jobs.send(notificationJob, { userId, notification: input });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
