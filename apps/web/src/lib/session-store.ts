import type { User } from '@ohp/contracts';
import { env } from '../config/env';
import { storageKeys } from '../config/storage-keys';
import { ApiError, api } from './api-client';
import { readStored, writeStored } from './storage';

// Session state machine of SPEC §4: loading → loggedIn | loggedOut. The status decides which
// route set the router mounts.

export type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

/** The user as the API returns it (userSchema of @ohp/contracts). */
export type SessionUser = Partial<User>;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** What POST /login and POST /login/refresh-token answer in `data`. */
export interface LoginResponse {
  token: string;
  refreshToken: string;
  user?: SessionUser | null;
}

type Listener = () => void;

let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<Listener>();
let starting: Promise<void> | null = null;

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function isLoginResponse(value: unknown): value is LoginResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { token?: unknown }).token === 'string' &&
    (value as { token: string }).token.length > 0
  );
}

/** Registers this browser for push notifications; silent (no overlay) and never fatal. */
export async function registerPushNotifications(): Promise<void> {
  try {
    // No Web Push subscription yet (service worker and VAPID come with the notifications issue).
    await api.post('/push-notification/register', {}, { skipLoading: true });
  } catch {
    // Push is optional: a failure here must not affect the session.
  }
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * At start: with a stored refresh token, refresh it and store the new tokens, then register for
   * push notifications; a failed refresh means logged out. Without one, logged out at once.
   */
  start(): Promise<void> {
    starting ??= (async () => {
      const refreshToken = readStored(storageKeys.refreshToken);
      if (!refreshToken) {
        // Without remember me the session ends with the browser session: a token left from it is
        // revoked on the server (its session closed) and dropped here.
        if (readStored(storageKeys.accessToken)) {
          api.post('/login/logout', {}, { skipLoading: true }).catch(() => {});
          writeStored(storageKeys.accessToken, '');
        }
        set({ status: 'loggedOut', user: null });
        return;
      }
      set({ status: 'loading', user: null });
      try {
        const result = await api.post<unknown>(
          '/login/refresh-token',
          { token: refreshToken, loginOriginType: env.loginOriginType },
          { skipLoading: true },
        );
        if (!isLoginResponse(result)) throw new Error('Invalid refresh answer');
        writeStored(storageKeys.accessToken, result.token);
        writeStored(storageKeys.refreshToken, result.refreshToken ?? '');
        set({ status: 'loggedIn', user: result.user ?? null });
      } catch (error) {
        // A refused token is dropped; when the server could not be reached (or failed), the token
        // is kept so that the next start can try again. Either way the user is logged out now.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          writeStored(storageKeys.refreshToken, '');
        }
        writeStored(storageKeys.accessToken, '');
        set({ status: 'loggedOut', user: null });
        return;
      }
      await registerPushNotifications();
    })().finally(() => {
      starting = null;
    });
    return starting;
  },

  /**
   * After a successful login: the token always, the refresh token only with remember me ('' otherwise);
   * then the push registration, as at start.
   */
  login(result: LoginResponse, rememberMe: boolean): void {
    writeStored(storageKeys.accessToken, result.token);
    writeStored(storageKeys.refreshToken, rememberMe ? result.refreshToken : '');
    set({ status: 'loggedIn', user: result.user ?? null });
    void registerPushNotifications();
  },

  /** Clears both tokens; tells the server to revoke the refresh token (best effort, silent). */
  logout(): void {
    const refreshToken = readStored(storageKeys.refreshToken) ?? '';
    if (readStored(storageKeys.accessToken)) {
      // The request takes its Authorization header now, before the tokens are cleared below.
      api.post('/login/logout', { refreshToken }, { skipLoading: true }).catch(() => {});
    }
    writeStored(storageKeys.accessToken, '');
    writeStored(storageKeys.refreshToken, '');
    set({ status: 'loggedOut', user: null });
  },

  /** For tests. */
  reset(): void {
    starting = null;
    set({ status: 'loading', user: null });
  },
};
