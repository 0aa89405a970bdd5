import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's sign-in page: an account field, "Sign in and allow", and "Cancel" (access_denied). */
function signInPage(uid: string, problem?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1>Test identity provider</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${action}/login">
<label>Account <input name="subject" autocomplete="off"></label>
<button type="submit">Sign in and allow</button>
</form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, with an
 * interactive sign-in page of its own (`/interaction/<uid>`: type the account's subject, then
 * "Sign in and allow" grants login and consent, "Cancel" answers access_denied). `authorize()`
 * walks it like a browser for the API tests; the browser tests use the page itself. Redirect URIs:
 * `redirectUri` plus any given by `allowRedirectUri` before the first request (the provider is
 * built then, so a test server's port can be learned after the issuer's).
 */
export async function startTestOidcProvider(accounts: TestAccounts) {
  let provider: Provider | undefined;
  const redirectUris = [redirectUri];

  async function interaction(req: IncomingMessage, res: ServerResponse, idp: Provider) {
    const [, , uid = '', step] = (req.url ?? '').split('?')[0]!.split('/');
    if (req.method === 'GET') {
      await idp.interactionDetails(req, res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(uid));
      return;
    }
    const details = await idp.interactionDetails(req, res);
    if (step === 'abort') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      await idp.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    const subject = (await formBody(req)).get('subject')?.trim() ?? '';
    if (!accounts[subject]) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(signInPage(uid, 'Unknown account'));
      return;
    }
    const grant = new idp.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await idp.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server: Server = createServer((req, res) => {
    provider ??= build();
    const idp = provider;
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res, idp).catch(() => res.writeHead(500).end());
      return;
    }
    idp.callback()(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const cookieKey = randomBytes(16).toString('hex');

  function build(): Provider {
    return new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: [cookieKey] },
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
  }

  /** Runs the authorization request in a tiny cookie-keeping browser; answers the code. */
  async function authorize(options: { sub: string; nonce: string; codeChallenge: string }): Promise<string> {
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
      // At the sign-in page, submit its form as the user would.
      const signIn = new URL(url).pathname.startsWith('/interaction/');
      const res = await fetch(signIn ? `${url}/login` : url, {
        redirect: 'manual',
        method: signIn ? 'POST' : 'GET',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(signIn ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(signIn ? { body: new URLSearchParams({ subject: options.sub }).toString() } : {}),
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
    /** Adds a redirect URI (a test server's callback); only before the provider's first request. */
    allowRedirectUri(uri: string): void {
      if (provider) throw new Error('allowRedirectUri must come before the first request');
      redirectUris.push(uri);
    },
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
