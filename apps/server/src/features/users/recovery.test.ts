import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { codeOf, createUser, freshIp, login, outboxFor, strongPassword } from '../common/test-helpers.ts';

// No SMTP_URL: every e-mail lands in <DATA_DIR>/outbox, where the tests (and developers) read it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'known@example.com');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, language = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-language': language },
    remoteAddress: freshIp(),
  });
const forgot = (email: string) => post(`/api/user/forgot-password?email=${encodeURIComponent(email)}`);
const setPassword = (email: string, token: string, password: string, language = 'pt-BR') =>
  post('/api/user/update-forgot-password', { email, token, password }, language);

describe('registration through the outbox', () => {
  it('writes the code e-mail as JSON the developer can read, then registers', async () => {
    expect(
      (await post('/api/user/email-validate?email=outbox@example.com', undefined, 'es')).statusCode,
    ).toBe(200);
    const [mail] = await outboxFor(t, 'outbox@example.com');
    expect(mail?.subject).toBe('Su código de registro');
    expect(mail?.from).toBe('OHP <no-reply@localhost>');
    expect(mail?.html).toContain('<h1');
    const code = codeOf(mail?.text ?? '');
    const res = await post(`/api/user?token=${code}`, {
      name: 'Outbox',
      lastName: 'User',
      email: 'outbox@example.com',
      password: strongPassword,
      document: '111.444.777-35',
      phone: '11987654321',
      country: 'Brasil',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets a code', async () => {
    const known = await forgot('known@example.com');
    const unknown = await forgot('unknown@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxFor(t, 'unknown@example.com')).toHaveLength(0);
    const [mail] = await outboxFor(t, 'known@example.com');
    expect(mail?.subject).toBe('Seu código para redefinir a senha');
    // Both are under the same cool-down.
    expect((await forgot('known@example.com')).statusCode).toBe(429);
    expect((await forgot('unknown@example.com')).statusCode).toBe(429);
  });

  it('sets the new password with the code and ends every session', async () => {
    const before = await login(t, 'known@example.com');
    const code = codeOf((await outboxFor(t, 'known@example.com')).at(-1)?.text ?? '');
    const weak = await setPassword('known@example.com', code, 'weakpass', 'en');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toContain('The password must have at least 8 characters');
    const wrong = await setPassword(
      'known@example.com',
      code === '999999' ? '999998' : '999999',
      'Nova-senha-2',
    );
    expect(wrong.json()).toEqual({ error: 'Código inválido ou expirado' });

    const res = await setPassword('known@example.com', code, 'Nova-senha-2');
    expect(res.statusCode).toBe(200);
    const refresh = await post('/api/login/refresh-token', {
      token: before.refreshToken,
      loginOriginType: 1,
    });
    expect(refresh.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(login(t, 'known@example.com')).rejects.toThrow(/401/);
    expect((await login(t, 'known@example.com', 'Nova-senha-2')).user.email).toBe('known@example.com');
    expect((await setPassword('known@example.com', code, 'Outra-senha-3')).statusCode).toBe(400);
  });

  it('an unknown e-mail with any code gets the same error as a wrong code', async () => {
    const res = await setPassword('unknown@example.com', '123456', 'Nova-senha-2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Código inválido ou expirado' });
  });

  it('limits code requests per account (5 an hour), known or unknown', async () => {
    for (const email of ['known@example.com', 'ghost@example.com']) {
      await t.database.db.delete(emailCodes).where(eq(emailCodes.email, email));
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push((await forgot(email)).statusCode);
        await t.database.db
          .update(emailCodes)
          .set({ sentAt: new Date(Date.now() - 61_000) })
          .where(eq(emailCodes.email, email));
      }
      // known@ already asked once above: its window started earlier.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
      expect(statuses.at(-1)).toBe(429);
    }
  });

  it('limits code requests per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/forgot-password?email=ip${i}@example.com`,
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
