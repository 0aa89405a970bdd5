import { base64UrlBytes } from './base64url';

// When the stored access token (a JWT the server signs, 15 minutes) expires, read from its payload
// without checking its signature: only to decide whether a call may go out with it before the
// session's refresh has answered (app/router.tsx). The server still decides.

/** The token's expiry (ms since the epoch), or undefined for anything that is not a JWT with `exp`. */
export function accessTokenExpiresAt(token: string | null | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = new TextDecoder().decode(base64UrlBytes(payload));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A token that will still be valid `marginMs` from now (a call's round trip on a slow line). */
export function accessTokenStillValid(
  token: string | null | undefined,
  now = Date.now(),
  marginMs = 30_000,
): boolean {
  const expiresAt = accessTokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt > now + marginMs;
}
