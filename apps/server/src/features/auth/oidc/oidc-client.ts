import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../../../http/app-error.ts';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export interface OidcClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

interface Discovery {
  issuer: string;
  /** Only the browser uses it (GET /api/login/oidc-config), so only that call requires it. */
  authorization_endpoint?: unknown;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

const failed = () => new AppError(401, 'auth:oidcFailed');
const unavailable = () => new AppError(502, 'auth:oidcUnavailable');
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw unavailable();
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

/** Talks to one OpenID Connect issuer: discovery, userinfo, token endpoint and JWKS (jose). */
export function createOidcClient(settings: OidcSettings) {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function discover(): Promise<Discovery> {
    const { status, body } = await fetchJson(`${settings.issuer}/.well-known/openid-configuration`);
    const doc = body as Partial<Discovery> | undefined;
    if (status !== 200 || !doc?.issuer || !doc.token_endpoint || !doc.userinfo_endpoint || !doc.jwks_uri)
      throw unavailable();
    if (!sameIssuer(doc.issuer, settings.issuer)) throw unavailable();
    return doc as Discovery;
  }

  const metadata = (): Promise<Discovery> => {
    discovery ??= discover().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };

  return {
    issuer: settings.issuer,
    clientId: settings.clientId,

    /** The issuer's authorization endpoint (an http(s) URL), for the browser's redirect; 502 when unknown. */
    async authorizationEndpoint(): Promise<string> {
      const { authorization_endpoint: endpoint } = await metadata();
      if (typeof endpoint !== 'string' || !/^https?:\/\//.test(endpoint) || !URL.canParse(endpoint))
        throw unavailable();
      return endpoint;
    },

    /** The userinfo claims for an access token; 401 when the issuer refuses it. */
    async userinfo(accessToken: string): Promise<OidcClaims> {
      const { userinfo_endpoint } = await metadata();
      const { status, body } = await fetchJson(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      const claims = body as OidcClaims | undefined;
      if (status !== 200 || typeof claims?.sub !== 'string' || claims.sub === '') throw failed();
      return claims;
    },

    /** Exchanges an authorization code; verifies the id_token (signature, iss, aud, exp, nonce). */
    async exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string; nonce?: string }) {
      const meta = await metadata();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
      });
      if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (settings.clientSecret) {
        const basic = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      } else form.set('client_id', settings.clientId);
      const { status, body } = await fetchJson(meta.token_endpoint, { method: 'POST', headers, body: form });
      const tokens = body as { id_token?: unknown; access_token?: unknown } | undefined;
      if (status !== 200 || typeof tokens?.id_token !== 'string') throw failed();
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(tokens.id_token, jwks, {
          issuer: meta.issuer,
          audience: settings.clientId,
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) throw failed();
        throw error;
      }
      if (input.nonce !== undefined && payload.nonce !== input.nonce) throw failed();
      if (typeof payload.sub !== 'string') throw failed();
      return {
        idToken: payload as OidcClaims & JWTPayload,
        accessToken: typeof tokens.access_token === 'string' ? tokens.access_token : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
