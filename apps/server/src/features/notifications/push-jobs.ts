import { type Language, translate } from '@ohp/i18n';
import type { JobQueue, RetryPolicy } from '../jobs/job-queue.ts';
import type { PushSender } from '../push/push-sender.ts';
import type { NotificationRepository } from './notification-repository.ts';

export const pushJob = 'push';

/**
 * A push service that failed (429, 5xx, unreachable) is tried again after 30–60 s, then doubling,
 * 5 times (at least 15 min in all); a push the service accepted it keeps for 24 h itself.
 */
export const pushRetries: RetryPolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** Pushes to slow push services (up to 10 s each) run side by side in each instance. */
const pushWorkers = 4;

interface PushJobData {
  userId: string;
  notificationId: string;
  subscriptionId: string;
}

/**
 * Web Push delivery as background jobs (docs/admin.md "Web Push"): one job per browser of the
 * user, stored when the notification is, run by whichever instance is free. The message is
 * rendered when it is sent (in the user's language then); a notification deleted or a browser
 * unsubscribed meanwhile is skipped. A failure worth retrying fails the job with its reason (the
 * push service's origin and answer), so it is retried and shown to admins (GET /api/admin/jobs);
 * one browser's failure never sends the others' pushes twice.
 */
export function createPushJobs(deps: {
  jobs: JobQueue;
  repository: Pick<NotificationRepository, 'find'>;
  push: Pick<PushSender, 'toSubscription' | 'subscriptionsOf'>;
  languageOf(userId: string): Promise<Language>;
}) {
  deps.jobs.define<PushJobData>(
    pushJob,
    async ({ userId, notificationId, subscriptionId }) => {
      const row = await deps.repository.find(userId, notificationId);
      if (!row) return;
      const language = await deps.languageOf(userId);
      const result = await deps.push.toSubscription(userId, subscriptionId, {
        id: row.id,
        title: translate(language, row.titleKey, row.params),
        body: translate(language, row.textKey, row.params),
        link: row.link,
      });
      if (result?.outcome === 'failed') throw new Error(result.reason ?? 'push delivery failed');
    },
    pushRetries,
    pushWorkers,
  );
  return {
    /** Stores one push job per browser of the user (none without a subscription). */
    async enqueue(userId: string, notificationId: string): Promise<void> {
      const subscriptions = await deps.push.subscriptionsOf(userId);
      await deps.jobs.sendMany(
        pushJob,
        subscriptions.map((subscriptionId) => ({ userId, notificationId, subscriptionId })),
      );
    },
  };
}

export type PushJobs = ReturnType<typeof createPushJobs>;
