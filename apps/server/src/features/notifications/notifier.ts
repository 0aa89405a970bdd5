import { type Language, translate } from '@ohp/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSender } from '../push/push-sender.ts';
import type { NewNotification, NotificationRepository, NotificationRow } from './notification-repository.ts';

/**
 * What other features call to notify a user: the notification is stored, then the user's browsers
 * get it by Web Push, rendered in the user's language and encrypted for each browser (docs/admin.md
 * "Web Push"). Delivery failures are logged, never thrown: the stored notification is what counts.
 */
export function createNotifier(deps: {
  repository: NotificationRepository;
  push: PushSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The language the user chose (the push is shown outside any request). */
  languageOf(userId: string): Promise<Language>;
}) {
  async function deliver(userId: string, row: NotificationRow): Promise<void> {
    const language = await deps.languageOf(userId);
    await deps.push.toUser(userId, {
      id: row.id,
      title: translate(language, row.titleKey, row.params),
      body: translate(language, row.textKey, row.params),
      link: row.link,
    });
  }

  return {
    async notify(userId: string, input: NewNotification): Promise<boolean> {
      const row = await deps.repository.insert(userId, input);
      if (!row) return false;
      deliver(userId, row).catch((error: unknown) => deps.log.warn({ err: error }, 'push delivery failed'));
      return true;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
