import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { jsonResponse } from '../testing/render';
import { storedTheme } from './color-scheme';
import { currentLanguage } from './i18n';
import { sessionStore } from './session-store';

// The account's theme and language at sign-in (docs/auth.md "Preferences").

function stubServer() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/user/update')
      return jsonResponse(200, { data: { name: 'Ana', ...JSON.parse(String(init?.body)) } });
    return jsonResponse(200, { data: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  const updates = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/user/update')
      .map(([, i]) => JSON.parse(String(i?.body)));
  return { updates };
}

const answer = (user: object, extra: object = {}) => ({ token: 'a', refreshToken: 'r', user, ...extra });

describe('account preferences at sign-in', () => {
  it("a sign-in applies the account's language and theme to this browser", async () => {
    const server = stubServer();
    expect(currentLanguage()).toBe('pt-BR');
    sessionStore.login(answer({ name: 'Ana', language: 'en', darkMode: false }), true);
    await vi.waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    expect(storedTheme()).toBe('light');
    expect(document.documentElement.dataset.mantineColorScheme).toBe('light');
    expect(server.updates()).toEqual([]);
  });

  it('the start-up refresh applies them too', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'r0');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(200, { data: answer({ language: 'es', darkMode: true }) }),
      ),
    );
    localStorage.setItem(storageKeys.theme, 'light');
    await sessionStore.start();
    expect(currentLanguage()).toBe('es');
    expect(storedTheme()).toBe('dark');
  });

  it("a new account keeps this browser's choices and saves them to the account", async () => {
    const server = stubServer();
    localStorage.setItem(storageKeys.theme, 'light');
    sessionStore.login(
      answer({ name: 'Ana', language: 'pt-BR', darkMode: true }, { newAccount: true }),
      false,
    );
    await vi.waitFor(() => expect(server.updates()).toEqual([{ darkMode: false }]));
    expect(storedTheme()).toBe('light');
    expect(currentLanguage()).toBe('pt-BR');
    await vi.waitFor(() => expect(sessionStore.getState().user?.darkMode).toBe(false));
  });

  it('saveUserChanges posts the change and the answer becomes the session user', async () => {
    const server = stubServer();
    sessionStore.login(answer({ name: 'Ana', language: 'pt-BR', darkMode: true }), true);
    await sessionStore.saveUserChanges({ language: 'en' });
    expect(server.updates()).toEqual([{ language: 'en' }]);
    expect(sessionStore.getState().user).toMatchObject({ name: 'Ana', language: 'en', darkMode: true });
  });
});
