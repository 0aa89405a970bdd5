import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * Without SMTP every message is written as <outboxDir>/<time>-<random>.json
 * ({from, to, subject, text, html, date}) for the developer to read; the log names the file
 * but never the body, which may hold a code.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = join(outboxDir, name);
      await writeFile(file, `${JSON.stringify({ from, ...message, date: date.toISOString() }, null, 2)}\n`, {
        mode: 0o600,
      });
      log.info(
        { to: message.to, subject: message.subject, file },
        'e-mail written to the outbox (no SMTP_URL)',
      );
    },
    async close() {},
  };
}
