import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { freshIp } from '../../common/test-helpers.ts';
import { clientId, clientSecret, startTestOidcProvider } from '../../../testing/test-oidc-provider.ts';

// GET /api/login/oidc-config against a real local OpenID provider, a server without a client id,
// and an issuer that does not answer.
let idp: Awaited<ReturnType<typeof startTestOidcProvider>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  idp = await startTestOidcProvider({});
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await idp?.close();
});

async function app(overrides: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

const getConfig = (t: TestApp, language = 'pt-BR') =>
  t.app.inject({
    method: 'GET',
    url: '/api/login/oidc-config',
    headers: { 'x-language': language },
    remoteAddress: freshIp(),
  });

describe('GET /api/login/oidc-config', () => {
  it("answers the issuer's authorization endpoint, the client id and the scopes (never the secret)", async () => {
    const t = await app({ oidcIssuer: idp.issuer, oidcClientId: clientId, oidcClientSecret: clientSecret });
    const res = await getConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      data: {
        enabled: true,
        issuer: idp.issuer,
        authorizationEndpoint: `${idp.issuer}/auth`,
        clientId,
        scopes: 'openid profile email',
      },
    });
    expect(res.body).not.toContain(clientSecret);
  });

  it('answers enabled: false and nothing else without a client id', async () => {
    const t = await app({ oidcClientId: undefined });
    const res = await getConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { enabled: false } });
  });

  it('answers a translated 502 when the issuer cannot be reached', async () => {
    // Port 1 on the loopback refuses connections at once.
    const t = await app({ oidcIssuer: 'http://127.0.0.1:1', oidcClientId: clientId });
    const res = await getConfig(t, 'en');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'The external sign-in provider is not available. Try again later',
    });
    expect((await getConfig(t, 'es')).json().error).toBe(
      'El proveedor de inicio de sesión externo no está disponible. Inténtelo más tarde',
    );
  });

  it('is listed in the OpenAPI document with both answers', async () => {
    const t = await app({ oidcClientId: undefined });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const operation = doc.paths['/api/login/oidc-config'].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '429', '502']));
  });
});
