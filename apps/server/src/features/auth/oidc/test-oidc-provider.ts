import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** Test accounts of the local OpenID provider, by subject. */
export type TestAccounts = Record<
  string,
  { email: string; email_verified: boolean; given_name: string; family_name: string }
>;

export const clientId = 'ohp-web';
export const clientSecret = 'test-client-secret-0123456789abcdef';
export const redirectUri = 'http://localhost:5173/auth/callback';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port. Its login screen
 * is replaced by `signInAs`: the next authorization request signs in that subject and consents.
 */
export async function startTestOidcProvider(accounts: TestAccounts) {
  let provider: Provider | undefined;
  let subject = '';
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: subject }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch(() => res.writeHead(500).end());
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts[sub];
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });

  /** Runs the authorization request in a tiny cookie-keeping browser; answers the code. */
  async function authorize(options: { sub: string; nonce: string; codeChallenge: string }): Promise<string> {
    subject = options.sub;
    const cookies = new Map<string, string>();
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state: randomBytes(8).toString('hex'),
      nonce: options.nonce,
      code_challenge: options.codeChallenge,
      code_challenge_method: 'S256',
    });
    let url = `${issuer}/auth?${query}`;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair?.indexOf('=') ?? -1;
        if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`authorization stopped at ${url}: ${res.status} ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) {
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`no code: ${next.href}`);
        return code;
      }
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  /** The access token of a code, exchanged here the way a browser app with the implicit flow would hold one. */
  async function accessTokenFor(sub: string): Promise<string> {
    const verifier = randomBytes(32).toString('base64url');
    const code = await authorize({ sub, nonce: 'n', codeChallenge: challengeOf(verifier) });
    const res = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
    const body = (await res.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`no access token: ${JSON.stringify(body)}`);
    return body.access_token;
  }

  return {
    issuer,
    authorize,
    accessTokenFor,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
