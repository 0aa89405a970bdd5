import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { jsonResponse } from '../testing/render';
import { loadingStore } from './loading-store';
import { type SessionStatus, sessionStore } from './session-store';

function record() {
  const seen: SessionStatus[] = [sessionStore.getState().status];
  const unsubscribe = sessionStore.subscribe(() => {
    const { status } = sessionStore.getState();
    if (seen.at(-1) !== status) seen.push(status);
  });
  return { seen, unsubscribe };
}

const loginData = { token: 'access-2', refreshToken: 'refresh-2', user: { name: 'Ana' } };

describe('session state machine (SPEC §4)', () => {
  it('logged out from the start when no refresh token is stored, without any request', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { seen } = record();
    await sessionStore.start();
    expect(seen).toEqual(['loggedOut']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loading from the start when a refresh token is stored (the session is still to be decided)', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.sessionStore.getState().status).toBe('loading');
  });

  it('without remember me, an access token left from the browser session is revoked and dropped', async () => {
    localStorage.setItem(storageKeys.refreshToken, '');
    localStorage.setItem(storageKeys.accessToken, 'left-over');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const { seen } = record();
    await sessionStore.start();
    expect(seen).toEqual(['loading', 'loggedOut']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login/logout');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer left-over');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('');
  });

  it('with a stored refresh token: refreshes it, stores the new tokens, logs in, then registers for push', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    const overlayCounts: number[] = [];
    let calls = 0;
    const fetchMock = vi.fn<typeof fetch>(async (): Promise<Response> => {
      overlayCounts.push(loadingStore.getState().count);
      calls += 1;
      return calls === 1 ? jsonResponse(200, { data: loginData }) : jsonResponse(200, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const { seen } = record();
    await sessionStore.start();

    expect(seen).toEqual(['loading', 'loggedIn']);
    expect(sessionStore.getState().user).toEqual({ name: 'Ana' });
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0] ?? [];
    expect(refreshUrl).toBe('/api/login/refresh-token');
    expect(refreshInit?.method).toBe('POST');
    expect(JSON.parse(String(refreshInit?.body))).toEqual({ token: 'refresh-1', loginOriginType: 1 });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    const [pushUrl, pushInit] = fetchMock.mock.calls[1] ?? [];
    expect(pushUrl).toBe('/api/push-notification/register');
    expect(pushInit?.method).toBe('POST');
    expect(((pushInit?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer access-2');
    // The push registration shows no loading overlay.
    expect(overlayCounts[1]).toBe(0);
  });

  it('a failed refresh means logged out, and the stale tokens are cleared', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'expired');
    localStorage.setItem(storageKeys.accessToken, 'old');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, { error: 'expired' }));
    vi.stubGlobal('fetch', fetchMock);
    const { seen } = record();
    await sessionStore.start();
    expect(seen).toEqual(['loading', 'loggedOut']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('');
  });

  it('an unreachable server means logged out too, but the refresh token is kept for the next start', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await sessionStore.start();
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('a failed push registration does not log out', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(jsonResponse(200, { data: loginData }))
        .mockResolvedValueOnce(jsonResponse(404, { error: 'not found' })),
    );
    await sessionStore.start();
    expect(sessionStore.getState().status).toBe('loggedIn');
  });

  it('login stores the refresh token only with remember me; otherwise an empty value', () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.login(loginData, true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/push-notification/register');
    expect(sessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    sessionStore.login({ ...loginData, token: 'access-3' }, false);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-3');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
  });

  it('logout clears both tokens and asks the server to revoke the refresh token', () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.login(loginData, true);
    const { seen } = record();
    sessionStore.logout();
    expect(seen).toEqual(['loggedIn', 'loggedOut']);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
    expect(sessionStore.getState().user).toBeNull();
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/login/logout') ?? [];
    expect(url).toBe('/api/login/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-2' });
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer access-2');
  });
});
