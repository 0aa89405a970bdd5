import { type JobQueue, mailRetries } from '../jobs/job-queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const mailQueueName = 'mail';

/**
 * E-mails go out in the background through the job queue (stored in the database): an answer
 * does not wait for (or reveal, by its timing) the delivery, a message survives a restart, and a
 * refused delivery is retried (mailRetries) by whichever instance is free; failures are logged
 * without the body and stay visible to admins.
 */
export function createMailQueue(mailer: Mailer, jobs: JobQueue) {
  jobs.define<MailMessage>(mailQueueName, (message) => mailer.send(message), mailRetries);
  return {
    /** Resolves once the message is stored (not sent): then the request may answer. */
    enqueue(message: MailMessage): Promise<void> {
      return jobs.send(mailQueueName, message);
    },
    /** Resolves when no e-mail is due or being sent (tests). */
    idle(): Promise<void> {
      return jobs.idle(mailQueueName);
    },
    async close(): Promise<void> {
      await jobs.stop();
      await mailer.close();
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
