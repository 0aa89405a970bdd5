import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bearer, createUser, freshIp } from '../../common/test-helpers.ts';
import {
  challengeOf,
  clientId,
  clientSecret,
  redirectUri,
  startTestOidcProvider,
} from '../../../testing/test-oidc-provider.ts';

// End to end against a real OpenID provider (oidc-provider) on a local port: discovery, token
// endpoint, JWKS and userinfo are the real thing; nothing of the verification is mocked.
let t: TestApp;
let idp: Awaited<ReturnType<typeof startTestOidcProvider>>;
let linkedUserId: string;

beforeAll(async () => {
  idp = await startTestOidcProvider({
    'sub-linked': {
      email: 'linked@example.com',
      email_verified: true,
      given_name: 'Lia',
      family_name: 'Link',
    },
    'sub-new': {
      email: 'brand.new@example.com',
      email_verified: true,
      given_name: 'Bruno',
      family_name: 'Novo',
    },
    'sub-unverified': {
      email: 'unverified@example.com',
      email_verified: false,
      given_name: 'Ursula',
      family_name: 'U',
    },
  });
  t = await createTestApp({ oidcIssuer: idp.issuer, oidcClientId: clientId, oidcClientSecret: clientSecret });
  linkedUserId = (await createUser(t, 'linked@example.com', { name: 'Lia' })).id;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const post = (url: string, payload: object, language = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-language': language },
    remoteAddress: freshIp(),
  });

async function codeFlow(sub: string, nonce = randomBytes(8).toString('hex')) {
  const codeVerifier = randomBytes(32).toString('base64url');
  const code = await idp.authorize({ sub, nonce, codeChallenge: challengeOf(codeVerifier) });
  return { code, redirectUri, codeVerifier, nonce, loginOriginType: 1 };
}

describe('POST /api/login/google (access token checked at userinfo)', () => {
  it('links the first sign-in to the existing account with the same verified e-mail', async () => {
    const accessToken = await idp.accessTokenFor('sub-linked');
    const res = await post('/api/login/google', { accessToken, loginOriginType: 1 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: linkedUserId, email: 'linked@example.com', hasPassword: true });
    expect(data.refreshToken).toBeTruthy();
    expect(data.newAccount).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(data.token) });
    expect(me.json().data.id).toBe(linkedUserId);
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, linkedUserId));
    expect(links).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'sub-linked' })]);
  });

  it('refuses a token the issuer does not know', async () => {
    const res = await post('/api/login/google', { accessToken: 'made-up-token', loginOriginType: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Não foi possível entrar com a conta externa' });
  });

  it('requires a verified e-mail', async () => {
    const accessToken = await idp.accessTokenFor('sub-unverified');
    const res = await post('/api/login/google', { accessToken, loginOriginType: 1 }, 'en');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'The e-mail of the external account is not verified' });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toEqual(
      [],
    );
  });
});

describe('POST /api/login/google/code (authorization code, id_token checked with the JWKS)', () => {
  it('creates an account without a password on the first sign-in, then signs it in again', async () => {
    const first = await post('/api/login/google/code', await codeFlow('sub-new'), 'es');
    expect(first.statusCode).toBe(200);
    const user = first.json().data.user;
    expect(user).toMatchObject({
      email: 'brand.new@example.com',
      name: 'Bruno',
      lastName: 'Novo',
      hasPassword: false,
      language: 'es',
    });
    // The web app keeps the browser's theme and language for a new account (docs/auth.md).
    expect(first.json().data.newAccount).toBe(true);
    const again = await post('/api/login/google/code', await codeFlow('sub-new'));
    expect(again.json().data.user.id).toBe(user.id);
    expect(again.json().data.newAccount).toBeUndefined();
  });

  it('signs the linked account in through the code flow too', async () => {
    const res = await post('/api/login/google/code', await codeFlow('sub-linked'));
    expect(res.json().data.user.id).toBe(linkedUserId);
  });

  it('refuses a reused code, a wrong nonce and a wrong PKCE verifier', async () => {
    const flow = await codeFlow('sub-linked');
    expect((await post('/api/login/google/code', flow)).statusCode).toBe(200);
    expect((await post('/api/login/google/code', flow)).statusCode).toBe(401);
    const nonce = await codeFlow('sub-linked');
    expect((await post('/api/login/google/code', { ...nonce, nonce: 'another-nonce' })).statusCode).toBe(401);
    const pkce = await codeFlow('sub-linked');
    const wrongVerifier = randomBytes(32).toString('base64url');
    expect((await post('/api/login/google/code', { ...pkce, codeVerifier: wrongVerifier })).statusCode).toBe(
      401,
    );
  });
});
