import { readSession, removeSession, writeSession } from '../../../lib/storage';

/**
 * What the browser keeps between leaving for the issuer and coming back to the callback: in
 * sessionStorage (this tab only, survives the round trip, gone when the tab closes). The
 * localStorage keys live in config/storage-keys.ts; this one is the only sessionStorage key.
 */
export const pendingSignInKey = 'ohp.oidcPendingSignIn';

/** A sign-in older than this is refused at the callback (the issuer's page was left open too long). */
export const pendingSignInMaxAgeMs = 15 * 60 * 1000;

export interface PendingSignIn {
  /** Sent as `state`; the callback must bring back the same value (no forged callbacks). */
  state: string;
  /** Sent as `nonce`; the server checks it in the id_token. */
  nonce: string;
  /** PKCE verifier; only its S256 challenge went to the issuer. */
  codeVerifier: string;
  redirectUri: string;
  /** The login form's "remember me" at the time of the click. */
  rememberMe: boolean;
  createdAt: number;
}

export function savePendingSignIn(pending: PendingSignIn): void {
  writeSession(pendingSignInKey, JSON.stringify(pending));
}

const isPending = (value: unknown): value is PendingSignIn => {
  const v = value as Partial<PendingSignIn> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.state === 'string' &&
    typeof v.nonce === 'string' &&
    typeof v.codeVerifier === 'string' &&
    typeof v.redirectUri === 'string' &&
    typeof v.rememberMe === 'boolean' &&
    typeof v.createdAt === 'number'
  );
};

/** Reads and removes the pending sign-in: a callback can use it once. */
export function takePendingSignIn(): PendingSignIn | undefined {
  const raw = readSession(pendingSignInKey);
  removeSession(pendingSignInKey);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPending(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
