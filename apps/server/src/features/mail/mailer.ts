import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; rejects when delivery fails. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
}

/** SMTP when SMTP_URL is set, otherwise the local outbox folder (so `npm start` needs no mail server). */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  return settings.smtpUrl
    ? createSmtpMailer(settings.smtpUrl, settings.mailFrom, log)
    : createOutboxMailer(settings.outboxDir, settings.mailFrom, log);
}
