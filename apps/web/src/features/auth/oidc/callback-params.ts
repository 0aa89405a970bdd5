import type { OidcCodeRequest } from '@ohp/contracts';
import { type PendingSignIn, pendingSignInMaxAgeMs } from './pending-sign-in';

/** Why a callback cannot be used; each has its translated text under auth:oidc.errors. */
export type CallbackProblem = 'state' | 'denied' | 'provider';

export type CallbackResult =
  | { ok: true; request: Omit<OidcCodeRequest, 'loginOriginType'>; rememberMe: boolean }
  | { ok: false; problem: CallbackProblem; detail?: string };

/**
 * Checks what the issuer sent back (`?code&state` or `?error&state`) against the pending sign-in
 * of this tab. The state must match before anything else is believed, an error included.
 */
export function readCallback(
  search: string,
  pending: PendingSignIn | undefined,
  now = Date.now(),
): CallbackResult {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (!pending || !state || state !== pending.state || now - pending.createdAt > pendingSignInMaxAgeMs)
    return { ok: false, problem: 'state' };
  const error = params.get('error');
  if (error === 'access_denied') return { ok: false, problem: 'denied' };
  // Only the error code is shown (short, from a fixed list in the spec), never the free-text description.
  if (error) return { ok: false, problem: 'provider', detail: error.slice(0, 60) };
  const code = params.get('code');
  if (!code) return { ok: false, problem: 'provider', detail: 'no_code' };
  return {
    ok: true,
    request: {
      code,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
    },
    rememberMe: pending.rememberMe,
  };
}
