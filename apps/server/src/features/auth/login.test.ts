import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, ensureDemoAccount } from '../../seed/demo-account.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login, strongPassword } from '../common/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo account is seeded only into an empty database: first.
  await ensureDemoAccount(t.database.db, { password: 'Demo-1234!' });
  await createUser(t, 'ana@example.com');
  await createUser(t, 'admin@example.com', { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

describe('POST /api/login', () => {
  it('signs the seeded demo account in', async () => {
    const session = await login(t, demoEmail, 'Demo-1234!');
    expect(session.user).toMatchObject({ email: demoEmail, name: 'Demo', role: 'user' });
  });

  it('answers token, refreshToken and the user without secrets', async () => {
    const res = await post('/api/login', {
      email: ' ANA@example.com',
      password: strongPassword,
      loginOriginType: 1,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(data.user).toMatchObject({ email: 'ana@example.com', role: 'user', hasPassword: true });
    expect(JSON.stringify(data.user)).not.toMatch(/argon|passwordHash/);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('ana@example.com');
  });

  it('gives the same status and body for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/login', {
      email: 'nobody@example.com',
      password: 'Wrong-pass1',
      loginOriginType: 1,
    });
    const wrong = await post('/api/login', {
      email: 'admin@example.com',
      password: 'Wrong-pass1',
      loginOriginType: 1,
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({ error: 'E-mail ou senha inválidos' });
  });

  it('translates the validation messages', async () => {
    const res = await post('/api/login', { email: 'not-an-email', password: '' }, { 'x-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Enter a valid e-mail');
    expect(res.json().error).toContain('This field is required');
  });

  it('locks an account after 5 failures with 429, known or unknown e-mail alike', async () => {
    for (const email of ['lock-me@example.com', 'ana-lock@example.com']) {
      if (email === 'ana-lock@example.com') await createUser(t, email);
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/login', { email, password: 'Wrong-pass1', loginOriginType: 1 });
        expect(res.statusCode).toBe(401);
      }
      const locked = await post(
        '/api/login',
        { email, password: strongPassword, loginOriginType: 1 },
        { 'x-language': 'en' },
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toMatch(/^Too many attempts\. Try again in \d+ (s|min)$/);
    }
  });

  it('limits sign-ins per IP with 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post(
        '/api/login',
        { email: `ip${i}@example.com`, password: 'x', loginOriginType: 1 },
        {},
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; a reused token revokes the whole family', async () => {
    const first = await login(t, 'ana@example.com');
    const second = await post('/api/login/refresh-token', { token: first.refreshToken, loginOriginType: 1 });
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.user.email).toBe('ana@example.com');

    const third = await post('/api/login/refresh-token', { token: rotated.refreshToken, loginOriginType: 1 });
    expect(third.statusCode).toBe(200);
    const latest = third.json().data;

    // An attacker replays the first token: the family dies, including the latest token.
    const replay = await post('/api/login/refresh-token', { token: first.refreshToken, loginOriginType: 1 });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Sua sessão expirou. Entre novamente' });
    const afterReplay = await post('/api/login/refresh-token', {
      token: latest.refreshToken,
      loginOriginType: 1,
    });
    expect(afterReplay.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(latest.token) });
    expect(me.statusCode).toBe(401);
  });

  it('other sessions survive a reuse in one family', async () => {
    const a = await login(t, 'ana@example.com');
    const b = await login(t, 'ana@example.com');
    await post('/api/login/refresh-token', { token: a.refreshToken, loginOriginType: 1 });
    await post('/api/login/refresh-token', { token: a.refreshToken, loginOriginType: 1 });
    const res = await post('/api/login/refresh-token', { token: b.refreshToken, loginOriginType: 2 });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown refresh token is 401', async () => {
    const res = await post('/api/login/refresh-token', { token: 'x'.repeat(43), loginOriginType: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the family: the refresh token and the access token stop working', async () => {
    const session = await login(t, 'ana@example.com');
    const res = await post('/api/login/logout', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const refresh = await post('/api/login/refresh-token', {
      token: session.refreshToken,
      loginOriginType: 1,
    });
    expect(refresh.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
  });

  it('without a stored refresh token ("remember me" off) the bearer token ends the session', async () => {
    const session = await login(t, 'ana@example.com');
    const res = await post('/api/login/logout', { refreshToken: '' }, bearer(session.token));
    expect(res.statusCode).toBe(200);
    const refresh = await post('/api/login/refresh-token', {
      token: session.refreshToken,
      loginOriginType: 1,
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('auth hook', () => {
  it('answers a translated 401 without or with a bad bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user', headers: { 'x-language': 'es' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBeTruthy();
    const forged = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Sua sessão expirou. Entre novamente' });
  });
});

describe('third-party sign-in without OIDC_CLIENT_ID', () => {
  it('answers a translated "not configured" error', async () => {
    const res = await post(
      '/api/login/google',
      { accessToken: 'anything', loginOriginType: 1 },
      { 'x-language': 'en' },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Sign-in with an external account is not configured on this server',
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the account routes with their tags', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/login',
      '/api/login/refresh-token',
      '/api/login/google/code',
      '/api/user',
      '/api/user/company-logo',
      '/api/push-notification/register',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/login'].post.tags).toEqual(['auth']);
    expect(doc.paths['/api/user'].post.requestBody.content['application/json'].schema.required).toContain(
      'document',
    );
  });
});
