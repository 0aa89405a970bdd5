import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, codeOf, createUser, freshIp } from '../common/test-helpers.ts';

// Registration against a real SMTP server started here: the code is read from the received e-mail.
let t: TestApp;
let smtp: SMTPServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'OHP Test <no-reply@ohp.test>' });
  await createUser(t, 'taken@example.com');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((done) => smtp.close(() => done()));
});

const person = (email: string) => ({
  name: 'Maria',
  lastName: 'Silva',
  email,
  password: 'Senha-forte-1',
  document: '529.982.247-25',
  phone: '+55 11 98765-4321',
  country: 'Brasil',
  newsletter: true,
});

const requestCode = (email: string, language = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/email-validate?email=${encodeURIComponent(email)}`,
    headers: { 'x-language': language },
    remoteAddress: freshIp(),
  });

const register = (code: string, body: object, language = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user?token=${code}`,
    payload: body,
    headers: { 'x-language': language },
    remoteAddress: freshIp(),
  });

async function mailTo(address: string): Promise<ParsedMail> {
  await t.app.platform.mail.idle();
  const mail = received.filter((m) => m.to && JSON.stringify(m.to).includes(address)).at(-1);
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

describe('registration with the e-mailed code (real SMTP)', () => {
  it('sends a 6-digit code in the request language, HTML and text, from MAIL_FROM', async () => {
    const res = await requestCode('New.User@Example.com', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 900 } });
    const mail = await mailTo('new.user@example.com');
    expect(mail.subject).toBe('Your registration code');
    expect(mail.from?.text).toContain('no-reply@ohp.test');
    expect(mail.html).toContain(codeOf(mail.text ?? ''));
    expect(mail.text).toMatch(/valid for 15 minutes/);
  });

  it('creates the account only with the right code, once, and signs the user in', async () => {
    const code = codeOf((await mailTo('new.user@example.com')).text ?? '');
    const wrong = await register(code === '000000' ? '111111' : '000000', person('new.user@example.com'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Código inválido ou expirado' });

    const created = await register(code, person('new.user@example.com'), 'en');
    expect(created.statusCode).toBe(201);
    const session = created.json().data;
    expect(session.user).toMatchObject({
      email: 'new.user@example.com',
      document: '52998224725',
      language: 'en',
      newsletter: true,
    });
    expect(session.newAccount).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
    expect(me.json().data.name).toBe('Maria');

    const reused = await register(code, person('new.user@example.com'));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Código inválido ou expirado' });
  });

  it('has a resend cool-down (429) and a new code replaces the old one', async () => {
    expect((await requestCode('cool@example.com')).statusCode).toBe(200);
    const first = codeOf((await mailTo('cool@example.com')).text ?? '');
    const again = await requestCode('cool@example.com', 'en');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^Too many attempts\. Try again in \d+ s$/);
    // Pretend the minute has passed.
    await t.database.db
      .update(emailCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.email, 'cool@example.com'));
    expect((await requestCode('cool@example.com')).statusCode).toBe(200);
    const second = codeOf((await mailTo('cool@example.com')).text ?? '');
    if (first !== second) expect((await register(first, person('cool@example.com'))).statusCode).toBe(400);
    expect((await register(second, person('cool@example.com'))).statusCode).toBe(201);
  });

  it('refuses an expired code', async () => {
    await requestCode('late@example.com');
    const code = codeOf((await mailTo('late@example.com')).text ?? '');
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, 'late@example.com'));
    expect((await register(code, person('late@example.com'))).statusCode).toBe(400);
  });

  it('kills the code after 5 wrong attempts', async () => {
    await requestCode('guess@example.com');
    const code = codeOf((await mailTo('guess@example.com')).text ?? '');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await register(wrongCode, person('guess@example.com'))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await register(code, person('guess@example.com'), 'en');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: 'Too many attempts with this code. Request a new code' });
  });

  it('a registered e-mail gets the same answer, and an "account exists" e-mail without a code', async () => {
    const fresh = await requestCode('someone-new@example.com');
    const taken = await requestCode('taken@example.com');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await mailTo('taken@example.com');
    expect(mail.subject).toBe('Você já tem uma conta');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect((await register('123456', person('taken@example.com'))).json()).toEqual({
      error: 'Código inválido ou expirado',
    });
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('checks the password rules, the CPF and the phone, translated', async () => {
    await requestCode('rules@example.com');
    const code = codeOf((await mailTo('rules@example.com')).text ?? '');
    const weak = await register(code, { ...person('rules@example.com'), password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toContain('A senha deve ter pelo menos 8 caracteres');
    const badCpf = await register(
      code,
      { ...person('rules@example.com'), document: '123.456.789-00', phone: 'x' },
      'es',
    );
    expect(badCpf.json().error).toContain('CPF no válido');
    expect(badCpf.json().error).toContain('Teléfono no válido');
    const missing = await register(code, { ...person('rules@example.com'), name: '' });
    expect(missing.json().error).toContain('É obrigatório informar esse campo');
    // Validation failures do not spend the code.
    expect((await register(code, person('rules@example.com'))).statusCode).toBe(201);
  });

  it('stores SQL and HTML in text fields as plain text and rejects them when too long', async () => {
    await requestCode('hostile@example.com');
    const code = codeOf((await mailTo('hostile@example.com')).text ?? '');
    const tooLong = await register(
      code,
      { ...person('hostile@example.com'), name: `<script>${'x'.repeat(30)}</script>` },
      'en',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain('Use at most 30 characters');
    const hostile = {
      ...person('hostile@example.com'),
      name: '<img src=x onerror=alert(1)>',
      lastName: "Robert'); DROP TABLE users;--",
      country: '<b>Brasil</b> OR 1=1',
    };
    const created = await register(code, hostile);
    expect(created.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(created.json().data.token),
    });
    expect(me.json().data).toMatchObject({
      name: hostile.name,
      lastName: hostile.lastName,
      country: hostile.country,
    });
    expect((await t.database.db.select().from(users)).length).toBeGreaterThan(2);
  });
});
