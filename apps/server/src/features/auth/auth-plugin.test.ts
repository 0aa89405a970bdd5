import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { languagePlugin } from '../../http/language.ts';
import { createAccessTokens } from './access-token.ts';
import { authPlugin, currentUser } from './auth-plugin.ts';

const secret = randomBytes(32);
const accessTokens = createAccessTokens(secret);
// Sessions "ana-session" (user) and "root-session" (admin) are open; anything else was revoked.
const open = new Map([
  ['ana-session', 'user' as const],
  ['root-session', 'admin' as const],
]);
const sessions = { activeRole: async (_userId: string, familyId: string) => open.get(familyId) };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(languagePlugin);
  registerErrorHandling(app, { bodyLimitBytes: 1024 });
  await app.register(authPlugin, { accessTokens, sessions });
  app.get('/me', { onRequest: app.authenticate }, async (request) => ({ data: currentUser(request) }));
  app.get('/admin', { onRequest: app.requireAdmin }, async (request) => ({
    data: currentUser(request).role,
  }));
  app.get('/open', async (request) => ({ data: request.auth }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('auth plugin', () => {
  it('sets request.auth from a valid bearer token of an open session', async () => {
    const token = await accessTokens.sign({ userId: 'u1', role: 'user', sessionId: 'ana-session' });
    const res = await get('/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: 'u1', role: 'user', sessionId: 'ana-session' });
    expect((await get('/open', token)).json().data).toBeNull();
  });

  it('answers 401 without a token, with a forged, foreign or expired one, or for a closed session', async () => {
    expect((await get('/me')).json()).toEqual({ error: 'Faça login para continuar' });
    const forged = await createAccessTokens(randomBytes(32)).sign({
      userId: 'u1',
      role: 'admin',
      sessionId: 'root-session',
    });
    const expired = await new SignJWT({ role: 'user', sid: 'ana-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('ohp')
      .setAudience('ohp-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const closed = await accessTokens.sign({ userId: 'u1', role: 'user', sessionId: 'logged-out' });
    for (const token of [forged, expired, closed, 'not-a-jwt']) {
      const res = await get('/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sua sessão expirou. Entre novamente' });
    }
  });

  it('requireAdmin: 404 for a user (the route is not shown to exist), 200 for an admin (role read from the database, not the token)', async () => {
    const user = await accessTokens.sign({ userId: 'u1', role: 'admin', sessionId: 'ana-session' });
    const admin = await accessTokens.sign({ userId: 'u2', role: 'user', sessionId: 'root-session' });
    const denied = await get('/admin', user);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ error: 'Rota GET /admin não encontrada' });
    expect((await get('/admin', admin)).json()).toEqual({ data: 'admin' });
    expect((await get('/admin')).statusCode).toBe(401);
  });
});
