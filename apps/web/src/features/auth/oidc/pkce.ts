// PKCE (RFC 7636) and the random values of the authorization request, with the Web Crypto API.

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes as base64url: 32 bytes give 43 characters (the verifier's minimum length). */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * True where the browser can hash (crypto.subtle exists only in secure contexts: https, or
 * http on localhost).
 */
export function canUsePkce(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/** The S256 code challenge of a verifier: base64url(sha256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
