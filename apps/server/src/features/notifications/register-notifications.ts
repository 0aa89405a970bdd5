import { defaultLanguage, isLanguage } from '@ohp/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { scheduledRetries } from '../jobs/job-queue.ts';
import type { PushSender } from '../push/push-sender.ts';
import { type CertificateCheck, createCertificateCheck } from './certificate-check.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { notificationRoutes } from './notification-routes.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { createPushJobs } from './push-jobs.ts';

export const certificateCheckJob = 'certificate-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** The calibration-certificate check: a job scheduled by start.ts, run by tests with runOnce. */
    certificateCheck: CertificateCheck;
  }
}

/**
 * Notifications of the signed-in user (signed-in folder) and the notifier other features call
 * (password reset, company invitation, certificate due, report saved); their Web Push delivery
 * runs as background jobs.
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: FeatureDeps,
  push: PushSender,
): Promise<Notifier> {
  const repository = createNotificationRepository(deps.database.db);
  const pushes = createPushJobs({
    jobs: deps.jobs,
    repository,
    push,
    async languageOf(userId) {
      const [row] = await deps.database.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return isLanguage(row?.language) ? row.language : defaultLanguage;
    },
  });
  const notifier = createNotifier({ repository, jobs: deps.jobs, pushes, log: deps.log });
  const check = createCertificateCheck({ repository, notifier });
  app.decorate('certificateCheck', check);
  // Scheduled by start.ts once per cluster (CERTIFICATE_CHECK_SCHEDULE); any instance may run it.
  deps.jobs.define(certificateCheckJob, () => check.runOnce().then(() => {}), scheduledRetries);
  app.addHook('onClose', async () => check.stop());
  await registerRouteFolder(app, 'signedIn', [notificationRoutes(repository)]);
  return notifier;
}
