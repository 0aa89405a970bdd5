import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * Sends e-mails in the background so an answer does not wait for (or reveal, by its timing)
 * whether a message was sent. Failures are logged without the body.
 */
export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message: MailMessage): void {
      const sending = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'e-mail delivery failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    /** Resolves when every queued e-mail was delivered or failed (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close(): Promise<void> {
      await this.idle();
      await mailer.close();
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
