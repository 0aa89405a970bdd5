import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Real delivery over SMTP (nodemailer); STARTTLS is used when the server offers it. */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // The subject never carries a code; the body (which may) is not logged.
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
