import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { AppRouter } from './router';

// Every measurement route has a domain module now; the tests of a saved measurement of a domain
// without one (the app's fallback) take the heat module out.
vi.mock('./domains', async (importOriginal) => {
  const real = await importOriginal<typeof import('./domains')>();
  return {
    ...real,
    webDomainOf: (domain: Parameters<typeof real.webDomainOf>[0]) =>
      domain === 'heat' ? undefined : real.webDomainOf(domain),
  };
});

/** Screens load on demand; the first import of a feature module in jsdom can take a while. */
const lazyScreenTimeout = 10_000;

/** The authenticated layout shows the screen of `path` (whatever that screen shows). */
async function waitForScreen(nav: { pathname: () => string | undefined }, path: string) {
  await waitFor(
    () => {
      expect(nav.pathname()).toBe(path);
      const content = screen.getByTestId('content');
      expect(content.childElementCount).toBeGreaterThan(0);
      expect(screen.queryByTestId('page-loader')).toBeNull();
      expect(screen.queryByTestId('route-error')).toBeNull();
    },
    { timeout: lazyScreenTimeout },
  );
}

function renderAt(path: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const queryClient = createQueryClient();
  renderWithProviders(
    <AppRouter
      createRouter={(routes) => {
        router = createMemoryRouter(routes, { initialEntries: [path] });
        return router;
      }}
    />,
    queryClient,
  );
  return { pathname: () => router?.state.location.pathname, queryClient };
}

function loggedInFetch(extra: (url: string) => Response | undefined = () => undefined) {
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/login/refresh-token') {
      return jsonResponse(200, {
        data: { token: 'a', refreshToken: 'r', user: { name: 'Ana', lastName: 'Souza' } },
      });
    }
    return extra(url) ?? jsonResponse(404, { error: `Rota ${url} não encontrada` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('routes by session state', () => {
  it('shows the loading screen while deciding, then the login page when logged out', async () => {
    let resolveRefresh: ((r: Response) => void) | undefined;
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise<Response>((resolve) => {
            resolveRefresh = resolve;
          }),
      ),
    );
    renderAt('/');
    expect(screen.getByTestId('session-loading')).toBeTruthy();
    resolveRefresh?.(jsonResponse(401, { error: 'expired' }));
    expect(
      await screen.findByRole('heading', { name: 'Entrar' }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
  });

  it('redirects an unknown path to / when logged out', async () => {
    const nav = renderAt('/measurement/co2pro/1');
    expect(
      await screen.findByRole('heading', { name: 'Entrar' }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
    expect(nav.pathname()).toBe('/');
  });

  it.each([
    ['/register', 'Criar conta'],
    ['/forgot-password', 'Recuperar senha'],
  ])('logged out, %s shows its form', async (path, heading) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { name: heading }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
  });

  it('mounts the authenticated layout and its screens when logged in', async () => {
    loggedInFetch();
    const nav = renderAt('/company/user/invite/abc');
    await waitForScreen(nav, '/company/user/invite/abc');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });

  it('redirects an unknown path and an unknown measurement list to / when logged in', async () => {
    loggedInFetch();
    const nav = renderAt('/nothing/here');
    await waitForScreen(nav, '/');
  });

  it('/admin sends a user who is not an admin home', async () => {
    loggedInFetch();
    const nav = renderAt('/admin');
    await waitForScreen(nav, '/');
    expect(screen.queryByRole('heading', { name: 'Administração' })).toBeNull();
  });

  it('/admin opens the panel for an admin', async () => {
    loggedInFetch((url) =>
      url === '/api/login/refresh-token'
        ? undefined
        : url.startsWith('/api/user/admin')
          ? jsonResponse(200, { data: [] })
          : undefined,
    );
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, {
        data: { token: 'a', refreshToken: 'r', user: { name: 'Ana', lastName: 'Souza', role: 'admin' } },
      }),
    );
    const nav = renderAt('/admin');
    await waitForScreen(nav, '/admin');
    expect(
      await screen.findByRole('heading', { name: 'Administração' }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
  });

  it('the components of a type without components go to /', async () => {
    loggedInFetch();
    const nav = renderAt('/device/components/dosemax');
    await waitForScreen(nav, '/');
  });

  it('a measurements list of an unknown device goes to /', async () => {
    loggedInFetch();
    const nav = renderAt('/measurements-list/unknown-device');
    await waitForScreen(nav, '/');
  });

  it('a failing loader shows the failure screen with the message', async () => {
    loggedInFetch();
    renderAt('/measurement/itemp/77');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Unexpected Application Error!' },
        { timeout: lazyScreenTimeout },
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('route-error-message').textContent).toBe(
      'Rota /api/measurements/77 não encontrada',
    );
  });

  it('a successful loader shows the screen', async () => {
    const fetchMock = loggedInFetch((url) =>
      url === '/api/measurements/5'
        ? jsonResponse(200, { data: { id: 5, description: 'Sala 3' } })
        : undefined,
    );
    const nav = renderAt('/measurement/itemp/5');
    await waitForScreen(nav, '/measurement/itemp/5');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/measurements/5');
  });

  it('signing out forgets every answer the account’s calls cached', async () => {
    loggedInFetch((url) => (url === '/api/user-device' ? jsonResponse(200, { data: [] }) : undefined));
    const nav = renderAt('/group');
    await waitForScreen(nav, '/group');
    const { sessionStore } = await import('../lib/session-store');
    const client = nav.queryClient;
    client.setQueryData(['measurements', 'list'], [{ id: 'of-the-last-account' }]);
    sessionStore.logout();
    expect(client.getQueryData(['measurements', 'list'])).toBeUndefined();
    expect(
      await screen.findByRole('heading', { name: 'Entrar' }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
  });

  it('logging out from the authenticated set mounts the login routes', async () => {
    loggedInFetch();
    const nav = renderAt('/group');
    await waitForScreen(nav, '/group');
    const { sessionStore } = await import('../lib/session-store');
    sessionStore.logout();
    expect(
      await screen.findByRole('heading', { name: 'Entrar' }, { timeout: lazyScreenTimeout }),
    ).toBeTruthy();
  });
});

describe('a full page load of a saved measurement while the session is restored', () => {
  const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
  const tokenExpiringIn = (ms: number) =>
    `h.${base64Url(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000) }))}.s`;

  /** The refresh held until `answer` is called; every call recorded with the token it carried. */
  function heldRefresh() {
    const calls: Array<{ url: string; token: string | null }> = [];
    let answer: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, token: new Headers(init?.headers).get('authorization') });
        if (url === '/api/login/refresh-token') {
          await refreshed;
          return jsonResponse(200, { data: { token: 'fresh', refreshToken: 'r', user: { name: 'Ana' } } });
        }
        return jsonResponse(404, { error: `Rota ${url} não encontrada` });
      }),
    );
    return { calls, answer };
  }

  // /measurement/… (every domain's saved measurement) and /device/ax-pro/{id} (SPEC §2's AxPro
  // screen), each with the calls its data goes by.
  describe.each([
    {
      path: '/measurement/co2pro/m-1',
      data: '/api/co2pro/',
      module: () => import('./routes/app/measurement'),
    },
    {
      path: '/device/ax-pro/0b6c8f2e-5d4a-4c1e-9f3b-2a7d6e8c1f00',
      data: '/api/measurements/',
      module: () => import('./routes/app/device-ax-pro'),
    },
  ])('$path', ({ path, data, module }) => {
    afterEach(() => window.history.pushState({}, '', '/'));
    const dataCalls = <T extends { url: string }>(calls: T[]) => calls.filter((c) => c.url.startsWith(data));

    it('starts the download with the stored access token before the refresh answers', async () => {
      localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
      const stored = tokenExpiringIn(10 * 60_000);
      localStorage.setItem(storageKeys.accessToken, stored);
      window.history.pushState({}, '', path);
      const { calls, answer } = heldRefresh();
      renderAt(path);
      await waitFor(() => expect(dataCalls(calls).length).toBeGreaterThan(0), {
        timeout: lazyScreenTimeout,
      });
      expect(calls.some((c) => c.url === '/api/login/refresh-token')).toBe(true);
      for (const call of dataCalls(calls)) expect(call.token).toBe(`Bearer ${stored}`);
      answer();
    });

    it('with an expired stored token, waits for the refresh and sends the new one', async () => {
      localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
      localStorage.setItem(storageKeys.accessToken, tokenExpiringIn(-60_000));
      window.history.pushState({}, '', path);
      const { calls, answer } = heldRefresh();
      renderAt(path);
      // The screen's modules are here (what the early start waits for) and the refresh still held.
      await import('./signed-in-routes');
      await module();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dataCalls(calls)).toEqual([]);
      answer();
      await waitFor(() => expect(dataCalls(calls).length).toBeGreaterThan(0), {
        timeout: lazyScreenTimeout,
      });
      for (const call of dataCalls(calls)) expect(call.token).toBe('Bearer fresh');
    });
  });
});

describe('side menu', () => {
  it('shows the administration entry only to admins', async () => {
    loggedInFetch();
    renderAt('/');
    const menu = await screen.findByRole(
      'navigation',
      { name: 'Menu principal' },
      { timeout: lazyScreenTimeout },
    );
    expect(menu.textContent).toContain('Meus equipamentos');
    expect(menu.textContent).not.toContain('Administração');
    const { sessionStore } = await import('../lib/session-store');
    sessionStore.login({ token: 'a', refreshToken: 'r', user: { name: 'Ana', role: 'admin' } }, true);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Menu principal' }).textContent).toContain(
        'Administração',
      ),
    );
  });
});
