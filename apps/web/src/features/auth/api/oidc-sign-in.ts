import type { OidcConfig } from '@ohp/contracts';
import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { type LoginResponse, sessionStore } from '../../../lib/session-store';
import { authorizationUrl, newPendingSignIn } from '../oidc/authorization-request';
import { type CallbackProblem, readCallback } from '../oidc/callback-params';
import { savePendingSignIn, takePendingSignIn } from '../oidc/pending-sign-in';

/** A callback that cannot be used (state, issuer error): shown with its translated text. */
export class OidcCallbackError extends Error {
  constructor(
    readonly problem: CallbackProblem,
    readonly detail?: string,
  ) {
    super(`OIDC callback: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'OidcCallbackError';
  }
}

/**
 * Leaves for the issuer's sign-in page (a top-level navigation, not limited by our CSP) with the
 * code flow + PKCE; state, nonce, verifier and "remember me" wait in sessionStorage.
 */
export async function beginOidcSignIn(
  config: Extract<OidcConfig, { enabled: true }>,
  rememberMe: boolean,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const pending = newPendingSignIn(window.location.origin, rememberMe);
  const url = await authorizationUrl(config, pending, currentLanguage());
  savePendingSignIn(pending);
  go(url);
}

/**
 * At the callback: checks state against this tab's pending sign-in, then POST /api/login/google/code
 * {code, redirectUri, codeVerifier, nonce}; the session is stored exactly as after a password sign-in.
 */
export async function completeOidcSignIn(search: string): Promise<LoginResponse> {
  const checked = readCallback(search, takePendingSignIn());
  if (!checked.ok) throw new OidcCallbackError(checked.problem, checked.detail);
  const data = await api.post<LoginResponse>(
    '/login/google/code',
    { ...checked.request, loginOriginType: env.loginOriginType },
    { skipAuthRenewal: true },
  );
  sessionStore.login(data, checked.rememberMe);
  return data;
}
