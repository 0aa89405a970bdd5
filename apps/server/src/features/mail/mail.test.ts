import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createJobQueue, mailRetries } from '../jobs/job-queue.ts';
import { createMailQueue } from './mail-queue.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { accountExistsMail, codeMail } from './templates.ts';

const silent = pino({ level: 'silent' });

describe('mail templates', () => {
  it('write the code e-mail in the user language, as text and HTML', () => {
    const pt = codeMail('pt-BR', 'registerCode', 'a@b.co', '012345', 15);
    expect(pt.subject).toBe('Seu código de cadastro');
    expect(pt.text).toContain('012345');
    expect(pt.text).toContain('15 minutos');
    expect(pt.html).toContain('>012345<');
    const es = codeMail('es', 'resetCode', 'a@b.co', '999999', 15);
    expect(es.subject).toBe('Su código para restablecer la contraseña');
    expect(accountExistsMail('en', 'a@b.co').subject).toBe('You already have an account');
  });

  it('escape HTML in every text they put into the HTML part', () => {
    const mail = codeMail('en', 'registerCode', 'a@b.co', '<b>1</b>', 15);
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('&#60;b&#62;1&#60;/b&#62;');
  });
});

describe('outbox mailer', () => {
  it('without SMTP_URL writes each message as JSON (mode 600) into the outbox', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'ohp-mail-')), 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'OHP <x@y.z>', outboxDir }, silent);
    expect(mailer.kind).toBe('outbox');
    const database = await openTestDatabase();
    const queue = createMailQueue(mailer, createJobQueue(database, silent, { schedule: false }));
    await queue.enqueue(codeMail('en', 'registerCode', 'dev@example.com', '424242', 15));
    await queue.enqueue(accountExistsMail('en', 'other@example.com'));
    await queue.idle();
    await queue.close();
    await database.close();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    const messages = files.map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')));
    expect(messages.map((m) => m.to).sort()).toEqual(['dev@example.com', 'other@example.com']);
    expect(messages.find((m) => m.to === 'dev@example.com')).toMatchObject({ from: 'OHP <x@y.z>' });
    expect(statSync(join(outboxDir, files[0] ?? '')).mode & 0o777).toBe(0o600);
  });
});

describe('the mail queue', () => {
  it('a refused delivery is not thrown at the caller: it is retried within a minute, then sent once', async () => {
    const database = await openTestDatabase();
    const sent: string[] = [];
    let refuse = true;
    // A test double for the SMTP server: refuses until told otherwise.
    const mailer: Mailer = {
      kind: 'smtp',
      send: async (message) => {
        if (refuse) throw new Error('421 try again later');
        sent.push(message.to);
      },
      close: async () => {},
    };
    const queue = createMailQueue(mailer, createJobQueue(database, silent, { schedule: false }));
    await queue.enqueue(codeMail('en', 'registerCode', 'dev@example.com', '424242', 15));
    await queue.idle();
    const jobRow = async () =>
      (
        await database.executeSql(
          `select state, retry_count, retry_limit, extract(epoch from start_after - now())::float as wait,
             output::text as output from pgboss.job where name = 'mail'`,
        )
      ).rows as Array<{
        state: string;
        retry_count: number;
        retry_limit: number;
        wait: number;
        output: string;
      }>;
    const [failed] = await jobRow();
    expect(failed?.state).toBe('retry');
    // pg-boss counts a retry when it starts it: none yet.
    expect(failed?.retry_count).toBe(0);
    expect(failed?.retry_limit).toBe(mailRetries.retryLimit);
    expect(failed?.wait).toBeGreaterThan(0);
    expect(failed?.wait).toBeLessThanOrEqual(60);
    expect(failed?.output).toContain('421 try again later');
    // The retry comes due (as time would pass) and the server accepts now.
    refuse = false;
    await database.executeSql(`update pgboss.job set start_after = now() where name = 'mail'`);
    await queue.idle();
    expect(sent).toEqual(['dev@example.com']);
    expect((await jobRow())[0]?.state).toBe('completed');
    await queue.close();
    await database.close();
  });

  it('keeps retrying for at least 30 minutes, the first retry within a minute', () => {
    // pg-boss waits a random time in [d·2ⁿ, d·2ⁿ⁺¹] s before retry n+1 (plans.js, retry_backoff).
    const { retryDelay, retryLimit } = mailRetries;
    expect(retryDelay * 2).toBeLessThanOrEqual(60);
    let shortest = 0;
    for (let n = 0; n < retryLimit; n += 1) shortest += retryDelay * 2 ** n;
    expect(shortest).toBeGreaterThanOrEqual(30 * 60);
  });
});
