import type { FastifyBaseLogger } from 'fastify';
import type { PushSender } from '../push/push-sender.ts';
import type { NewNotification, NotificationRepository } from './notification-repository.ts';

/**
 * What other features call to notify a user: the notification is stored, then the user's browsers
 * get a Web Push tickle (docs/admin.md "Web Push"). Delivery failures are logged, never thrown:
 * the stored notification is what counts.
 */
export function createNotifier(deps: {
  repository: NotificationRepository;
  push: PushSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  return {
    async notify(userId: string, input: NewNotification): Promise<boolean> {
      const row = await deps.repository.insert(userId, input);
      if (!row) return false;
      deps.push
        .toUser(userId)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'push delivery failed'));
      return true;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
