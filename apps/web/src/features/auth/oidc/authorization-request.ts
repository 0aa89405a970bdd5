import type { OidcConfig } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { paths } from '../../../config/paths';
import type { PendingSignIn } from './pending-sign-in';
import { codeChallengeS256, randomUrlSafe } from './pkce';

type EnabledConfig = Extract<OidcConfig, { enabled: true }>;

/** Where the issuer sends the browser back: this origin's callback route. */
export const callbackUri = (origin: string) => `${origin}${paths.auth.oidcCallback.getHref()}`;

/** A new pending sign-in: fresh state, nonce and PKCE verifier. */
export function newPendingSignIn(origin: string, rememberMe: boolean, now = Date.now()): PendingSignIn {
  return {
    state: randomUrlSafe(),
    nonce: randomUrlSafe(),
    codeVerifier: randomUrlSafe(),
    redirectUri: callbackUri(origin),
    rememberMe,
    createdAt: now,
  };
}

/** The issuer's authorization URL: code flow, PKCE S256, state, nonce, the interface language. */
export async function authorizationUrl(
  config: EnabledConfig,
  pending: PendingSignIn,
  language: Language,
): Promise<string> {
  const url = new URL(config.authorizationEndpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: pending.redirectUri,
    scope: config.scopes,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallengeS256(pending.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: language,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
