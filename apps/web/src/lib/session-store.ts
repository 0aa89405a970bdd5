import type { UpdateProfileRequest, User } from '@ohp/contracts';
import { isLanguage } from '@ohp/i18n';
import { env } from '../config/env';
import { storageKeys } from '../config/storage-keys';
import { ApiError, api, setAuthRenewal } from './api-client';
import { setTheme, storedTheme } from './color-scheme';
import { currentLanguage, setLanguage } from './i18n';
import { readStored, writeStored } from './storage';
import { registerPushNotifications } from './web-push';

// Session state machine of SPEC §4: loading → loggedIn | loggedOut. The status decides which
// route set the router mounts. Also the one place that renews the access token (docs/auth.md).

export type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

/** The user as the API returns it (userSchema of @ohp/contracts). */
export type SessionUser = Partial<User>;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** What the sign-in calls and POST /login/refresh-token answer in `data`. */
export interface LoginResponse {
  token: string;
  refreshToken: string;
  user?: SessionUser | null;
  /** The sign-in created the account: keep this browser's theme and language (saved to it). */
  newAccount?: boolean;
  /** An admin reset the password: the user must choose a new one first (docs/admin.md). */
  mustChangePassword?: boolean;
}

type Listener = () => void;

// Without a stored refresh token there is nothing to decide: signed out from the first render, so a
// new visitor's first paint is the sign-in page itself (no loading screen before it).
let state: SessionState = {
  status: readStored(storageKeys.refreshToken) ? 'loading' : 'loggedOut',
  user: null,
};
const listeners = new Set<Listener>();
let starting: Promise<void> | null = null;
let refreshing: Promise<RefreshOutcome> | null = null;

type RefreshOutcome = { kind: 'refreshed'; result: LoginResponse } | { kind: 'alreadyRenewed' };

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

/** Registers this browser for push notifications (lib/web-push.ts); silent and never fatal. */
export { registerPushNotifications };

/**
 * Several tabs share the stored tokens: the Web Locks API makes their refreshes take turns, so a
 * tab never presents a refresh token another tab has just used (the server would take that for
 * a stolen token and end the session). Without the API (old browsers, jsdom) there is one tab's
 * single flight only.
 */
function withRefreshLock<T>(body: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('ohp.session-refresh', body) : body();
}

/** Tries of a refresh the server answers 429 (busy minute) before giving up; never a sign-out. */
const busyRetries = 5;
/** Wait when a 429 names no time, and the longest wait taken (a Retry-After is at most a minute). */
const busyWaitMs = { fallback: 2_000, longest: 65_000 } as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /login/refresh-token; a 429 (rate limit: many reloads or tabs in a minute) waits the time
 * the server names and tries again with the same token, which the server has not used. It runs
 * under the refresh lock, so other tabs wait for it rather than adding to the busy minute.
 */
async function postRefreshWaitingOnBusy(token: string): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.post<unknown>(
        '/login/refresh-token',
        { token, loginOriginType: env.loginOriginType },
        { skipLoading: true, skipAuthRenewal: true },
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429 || attempt >= busyRetries) throw error;
      await pause(Math.min(error.retryAfterMs ?? busyWaitMs.fallback, busyWaitMs.longest));
    }
  }
}

/**
 * POST /login/refresh-token with the stored refresh token; stores the new pair. One flight at a
 * time: every caller that comes while it runs shares its answer. With `failedToken` (a call was
 * refused with that access token), a token already replaced meanwhile (by this tab or another)
 * needs no refresh.
 */
function refreshTokens(failedToken?: string): Promise<RefreshOutcome> {
  refreshing ??= withRefreshLock(async (): Promise<RefreshOutcome> => {
    const stored = readStored(storageKeys.accessToken);
    if (failedToken !== undefined && stored && stored !== failedToken) return { kind: 'alreadyRenewed' };
    const token = readStored(storageKeys.refreshToken);
    if (!token) throw new ApiError('No refresh token', 401);
    try {
      const result = await postRefreshWaitingOnBusy(token);
      if (!isLoginResponse(result)) throw new Error('Invalid refresh answer');
      writeStored(storageKeys.accessToken, result.token);
      writeStored(storageKeys.refreshToken, result.refreshToken ?? '');
      return { kind: 'refreshed', result };
    } catch (error) {
      // A refused token is dropped; when the server could not be reached (or failed), it is kept so
      // that the next start can try again.
      // A 429 that outlived its retries keeps the token too: the server was busy, not refusing.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        writeStored(storageKeys.refreshToken, '');
      }
      writeStored(storageKeys.accessToken, '');
      throw error;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The account's theme and language become this browser's (SPEC §4: both are also kept locally). */
function applyAccountPreferences(user: SessionUser) {
  if (isLanguage(user.language) && user.language !== currentLanguage()) void setLanguage(user.language);
  if (typeof user.darkMode === 'boolean') setTheme(user.darkMode ? 'dark' : 'light');
}

/** A new account takes this browser's theme and language instead (the choice made before signing up). */
function keepLocalPreferences(user: SessionUser) {
  const changes: UpdateProfileRequest = {};
  const language = currentLanguage();
  const darkMode = storedTheme() === 'dark';
  if (user.language !== language) changes.language = language;
  if (user.darkMode !== darkMode) changes.darkMode = darkMode;
  if (Object.keys(changes).length > 0) sessionStore.saveUserChanges(changes, { quiet: true }).catch(() => {});
}

/** Set by a sign-in or refresh that says the password must be changed; read once by the router. */
let passwordChangeRequired = false;

function signedIn(result: LoginResponse) {
  passwordChangeRequired = result.mustChangePassword === true;
  const user = result.user ?? null;
  set({ status: 'loggedIn', user });
  if (user) {
    if (result.newAccount) keepLocalPreferences(user);
    else applyAccountPreferences(user);
  }
}

export const sessionStore = {
  getState: (): SessionState => state,
  /** True once after a sign-in with a temporary password (the router then opens the profile). */
  takePasswordChangeRequired(): boolean {
    const required = passwordChangeRequired;
    passwordChangeRequired = false;
    return required;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * At start: with a stored refresh token, refresh it and store the new tokens, then register for
   * push notifications; a failed refresh means logged out. Without one, logged out at once.
   * Once per page: the entry starts it while the texts load (main.tsx), the router's call then gets
   * the same promise.
   */
  start(): Promise<void> {
    starting ??= (async () => {
      const refreshToken = readStored(storageKeys.refreshToken);
      if (!refreshToken) {
        // Without remember me the session ends with the browser session: a token left from it is
        // revoked on the server (its session closed) and dropped here.
        if (readStored(storageKeys.accessToken)) {
          api.post('/login/logout', {}, { skipLoading: true, skipAuthRenewal: true }).catch(() => {});
          writeStored(storageKeys.accessToken, '');
        }
        set({ status: 'loggedOut', user: null });
        return;
      }
      set({ status: 'loading', user: null });
      try {
        const outcome = await refreshTokens();
        if (outcome.kind !== 'refreshed') throw new Error('unreachable');
        signedIn(outcome.result);
      } catch {
        set({ status: 'loggedOut', user: null });
        return;
      }
      await registerPushNotifications();
    })();
    return starting;
  },

  /**
   * After a successful sign-in: the token always, the refresh token only with remember me ('' otherwise);
   * the account's theme and language apply; then the push registration, as at start.
   */
  login(result: LoginResponse, rememberMe: boolean): void {
    writeStored(storageKeys.accessToken, result.token);
    writeStored(storageKeys.refreshToken, rememberMe ? result.refreshToken : '');
    signedIn(result);
    void registerPushNotifications();
  },

  /** Clears both tokens; tells the server to revoke the refresh token (best effort, silent). */
  logout(): void {
    const refreshToken = readStored(storageKeys.refreshToken) ?? '';
    if (readStored(storageKeys.accessToken)) {
      // The request takes its Authorization header now, before the tokens are cleared below.
      api
        .post('/login/logout', { refreshToken }, { skipLoading: true, skipAuthRenewal: true })
        .catch(() => {});
    }
    writeStored(storageKeys.accessToken, '');
    writeStored(storageKeys.refreshToken, '');
    set({ status: 'loggedOut', user: null });
  },

  /** The session ended on the server (expired, revoked): logged out here too, without a server call. */
  expire(): void {
    writeStored(storageKeys.accessToken, '');
    set({ status: 'loggedOut', user: null });
  },

  /**
   * A 401 of an authenticated call (api-client): renews the access token with the refresh token
   * (one refresh shared by every call) and answers true when the call may be sent again. Without a
   * refresh token (remember me off), or when the refresh is refused, the session ends.
   */
  async renewAccessToken(sentToken: string | undefined): Promise<boolean> {
    if (state.status !== 'loggedIn') return false;
    // No token was sent although signed in: another tab signed out.
    if (!sentToken) {
      sessionStore.expire();
      return false;
    }
    try {
      const outcome = await refreshTokens(sentToken);
      if (outcome.kind === 'refreshed' && outcome.result.user && state.status === 'loggedIn')
        set({ status: 'loggedIn', user: outcome.result.user });
      return state.status === 'loggedIn';
    } catch {
      sessionStore.expire();
      return false;
    }
  },

  /** Replaces the signed-in user (after a profile change), so the header shows the new data. */
  setUser(user: SessionUser): void {
    if (state.status === 'loggedIn') set({ status: 'loggedIn', user: { ...state.user, ...user } });
  },

  /**
   * POST /api/user/update: the one path for every account change (profile forms, the header's theme
   * and language switches); the answer becomes the session's user. `quiet`: no loading overlay.
   */
  async saveUserChanges(changes: UpdateProfileRequest, options: { quiet?: boolean } = {}): Promise<User> {
    const user = await api.post<User>('/user/update', changes, { skipLoading: options.quiet ?? false });
    sessionStore.setUser(user);
    return user;
  },

  /** For tests. */
  reset(): void {
    starting = null;
    refreshing = null;
    set({ status: 'loading', user: null });
  },
};

setAuthRenewal({
  renew: (sentToken) => sessionStore.renewAccessToken(sentToken),
  lost: () => sessionStore.expire(),
});
