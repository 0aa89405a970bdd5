import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { jsonResponse } from '../testing/render';
import { ApiError, api, retryAfterMs } from './api-client';
import { sessionStore } from './session-store';

// The 401 → refresh → retry path of api-client + session-store with a fake fetch standing in for
// the server: one refresh for any number of refused calls (the server revokes a session whose
// refresh token is presented twice), one retry per call, and signing out when renewal fails.

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const bearer = (init: RequestInit | undefined) =>
  ((init?.headers ?? {}) as Record<string, string>).Authorization?.replace('Bearer ', '');

/** A fake server: `/user` answers 200 only for `validToken`; the refresh call is `onRefresh`. */
function fakeServer(options: { validToken: string; onRefresh?: Handler }) {
  const calls: Array<{ url: string; token: string | undefined; body: unknown }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    calls.push({ url, token: bearer(init), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/login/refresh-token')
      return (options.onRefresh ?? (() => jsonResponse(401, { error: 'Sessão expirada' })))(url, init);
    if (url === '/api/push-notification/register' || url === '/api/login/logout')
      return jsonResponse(200, { data: {} });
    return bearer(init) === options.validToken
      ? jsonResponse(200, { data: { url } })
      : jsonResponse(401, { error: 'Sessão expirada' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () => calls.filter((c) => c.url === '/api/login/refresh-token');
  return { calls, refreshCalls };
}

const signedInAnswer = { token: 'access-1', refreshToken: 'refresh-1', user: { name: 'Ana' } };
const renewed = {
  data: { token: 'access-2', refreshToken: 'refresh-2', user: { name: 'Ana', lastName: 'S' } },
};

describe('access-token renewal on 401', () => {
  it('concurrent 401s share one refresh; each call is retried once with the new token', async () => {
    let release: (() => void) | undefined;
    const server = fakeServer({
      validToken: 'access-2',
      // The refresh answers only when released, so that all three calls fail while it is running.
      onRefresh: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, renewed));
        }),
    });
    sessionStore.login(signedInAnswer, true);
    const pending = Promise.all([api.get('/user'), api.get('/a'), api.get('/b')]);
    await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(1));
    release?.();
    await expect(pending).resolves.toEqual([{ url: '/api/user' }, { url: '/api/a' }, { url: '/api/b' }]);

    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.refreshCalls()[0]?.body).toEqual({ token: 'refresh-1', loginOriginType: 1 });
    const retried = server.calls.filter((c) => c.token === 'access-2').map((c) => c.url);
    expect(retried.sort()).toEqual(['/api/a', '/api/b', '/api/user']);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    expect(sessionStore.getState()).toEqual({ status: 'loggedIn', user: { name: 'Ana', lastName: 'S' } });
  });

  it('a 401 for a token already replaced (by an earlier refresh or another tab) is retried without a refresh', async () => {
    const server = fakeServer({ validToken: 'from-other-tab', onRefresh: () => jsonResponse(200, renewed) });
    sessionStore.login(signedInAnswer, true);
    // Another tab refreshed meanwhile: the stored tokens are no longer the ones this call sent.
    server.calls.length = 0;
    const call = api.get('/user');
    localStorage.setItem(storageKeys.accessToken, 'from-other-tab');
    await expect(call).resolves.toEqual({ url: '/api/user' });
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('a refused refresh signs out: tokens cleared, the call fails with the 401', async () => {
    const server = fakeServer({ validToken: 'never' });
    sessionStore.login(signedInAnswer, true);
    const error = await api.get('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
  });

  it('without remember me (no refresh token) a 401 signs out at once, with no refresh call', async () => {
    const server = fakeServer({ validToken: 'never', onRefresh: () => jsonResponse(200, renewed) });
    sessionStore.login(signedInAnswer, false);
    await expect(api.get('/user')).rejects.toThrow('Sessão expirada');
    expect(server.refreshCalls()).toHaveLength(0);
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('when even the new token is refused, the session ends (no second refresh, no loop)', async () => {
    const server = fakeServer({ validToken: 'never', onRefresh: () => jsonResponse(200, renewed) });
    sessionStore.login(signedInAnswer, true);
    await expect(api.get('/user')).rejects.toThrow('Sessão expirada');
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.calls.filter((c) => c.url === '/api/user')).toHaveLength(2);
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('an unreachable server during the refresh signs out but keeps the refresh token for the next start', async () => {
    fakeServer({
      validToken: 'never',
      onRefresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    sessionStore.login(signedInAnswer, true);
    await expect(api.get('/user')).rejects.toThrow('Sessão expirada');
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('sign-in calls (skipAuthRenewal) and logged-out 401s never refresh', async () => {
    const server = fakeServer({ validToken: 'never', onRefresh: () => jsonResponse(200, renewed) });
    sessionStore.login(signedInAnswer, true);
    await expect(api.post('/login', {}, { skipAuthRenewal: true })).rejects.toThrow('Sessão expirada');
    expect(sessionStore.getState().status).toBe('loggedIn');
    sessionStore.logout();
    await expect(api.get('/user')).rejects.toThrow('Sessão expirada');
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('takes turns through the Web Locks API when the browser has it', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, body: () => Promise<unknown>) => {
          names.push(name);
          return body();
        },
      },
    });
    fakeServer({ validToken: 'access-2', onRefresh: () => jsonResponse(200, renewed) });
    sessionStore.login(signedInAnswer, true);
    await expect(api.get('/user')).resolves.toEqual({ url: '/api/user' });
    expect(names).toEqual(['ohp.session-refresh']);
  });

  it('a busy minute (429 on the refresh) waits the Retry-After, tries again and stays signed in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let busy = 2;
      const server = fakeServer({
        validToken: 'access-2',
        onRefresh: () =>
          busy-- > 0
            ? jsonResponse(429, { error: 'Muitas requisições' }, { headers: { 'Retry-After': '3' } })
            : jsonResponse(200, renewed),
      });
      sessionStore.login(signedInAnswer, true);
      const call = api.get('/user');
      await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(1));
      // Not before the time the server named.
      await vi.advanceTimersByTimeAsync(2_900);
      expect(server.refreshCalls()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(2));
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(call).resolves.toEqual({ url: '/api/user' });
      expect(server.refreshCalls()).toHaveLength(3);
      // The same refresh token each time: the server never used it, so it is not a reuse.
      expect(server.refreshCalls().map((c) => (c.body as { token: string }).token)).toEqual([
        'refresh-1',
        'refresh-1',
        'refresh-1',
      ]);
      expect(sessionStore.getState().status).toBe('loggedIn');
      expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reload in a busy minute (429 at start) is retried and ends signed in, not signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let busy = 1;
      const server = fakeServer({
        validToken: 'access-2',
        onRefresh: () =>
          busy-- > 0
            ? jsonResponse(429, { error: 'Muitas requisições' }, { headers: { 'Retry-After': '1' } })
            : jsonResponse(200, renewed),
      });
      localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
      const started = sessionStore.start();
      await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(1_000);
      await started;
      expect(server.refreshCalls()).toHaveLength(2);
      expect(sessionStore.getState().status).toBe('loggedIn');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('retryAfterMs (the Retry-After header)', () => {
  it('reads seconds and HTTP dates, ignores what it cannot read', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 14:00:10 GMT', Date.parse('Sat, 28 Nov 2026 14:00:00 GMT'))).toBe(
      10_000,
    );
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
