import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailQueue } from './mail-queue.ts';
import { createMailer } from './mailer.ts';
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
    const queue = createMailQueue(mailer, silent);
    queue.enqueue(codeMail('en', 'registerCode', 'dev@example.com', '424242', 15));
    queue.enqueue(accountExistsMail('en', 'other@example.com'));
    await queue.close();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    const messages = files.map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')));
    expect(messages.map((m) => m.to).sort()).toEqual(['dev@example.com', 'other@example.com']);
    expect(messages.find((m) => m.to === 'dev@example.com')).toMatchObject({ from: 'OHP <x@y.z>' });
    expect(statSync(join(outboxDir, files[0] ?? '')).mode & 0o777).toBe(0o600);
  });

  it('a failed delivery is logged, not thrown at the caller', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x@y.z', outboxDir: '' }, silent);
    expect(mailer.kind).toBe('smtp');
    const queue = createMailQueue(mailer, silent);
    queue.enqueue(codeMail('en', 'registerCode', 'dev@example.com', '424242', 15));
    await expect(queue.close()).resolves.toBeUndefined();
  });
});
