import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type AccountServer,
  newAccount,
  registerThroughApi,
  startAccountServer,
  submitLogin,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { screenshots } from './support/device-emulator';

// The account's theme and language follow the user (docs/auth.md "Preferences"): applied at
// sign-in in a fresh browser; the header switches save a change to the account.

const slow = 120_000;
let server: AccountServer;
const seen = new Set<string>();

beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(async () => {
  await server?.close();
});

/** Calls the API as the account (a sign-in of its own). */
async function asAccount(account: Account) {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, loginOriginType: 1 }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  return call;
}

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const lang = (page: Page) => page.locator('html').getAttribute('lang');

describe('account preferences', () => {
  it(
    "a fresh browser takes the account's language and theme at sign-in; the header switches save changes",
    async () => {
      const account = newAccount('prefs');
      await registerThroughApi(server, account, seen);
      const api = await asAccount(account);
      await api('POST', '/api/user/update', { language: 'en', darkMode: false });

      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
        expect(await scheme(page)).toBe('dark');
        expect(await lang(page)).toBe('pt-BR');
        await submitLogin(page, account.email, account.password, true);
        await page.getByTestId('app-layout').waitFor();
        await expect.poll(() => lang(page)).toBe('en');
        await expect.poll(() => scheme(page)).toBe('light');
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
        await page.keyboard.press('Escape');
        await page.mouse.move(0, 0);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(screenshots, 'signed-in-account-preferences-light-en.png') });

        // Changed with the header switches while signed in: saved to the account.
        const savedTheme = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
        await page.getByTestId('theme-switch').click();
        expect((await savedTheme).status()).toBe(200);
        const savedLanguage = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
        await page.getByTestId('language-switch').click();
        await page.getByTestId('language-option-es').click();
        expect((await savedLanguage).status()).toBe(200);
      });
      expect(await api('GET', '/api/user')).toMatchObject({ language: 'es', darkMode: true });

      // Another fresh browser in the light theme: the account's choice (dark, Spanish) wins.
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await page.getByTestId('theme-switch').click();
        await expect.poll(() => scheme(page)).toBe('light');
        await submitLogin(page, account.email, account.password, true);
        await page.getByTestId('app-layout').waitFor();
        await expect.poll(() => lang(page)).toBe('es');
        await expect.poll(() => scheme(page)).toBe('dark');
        // Kept locally too: a reload (session restored by the refresh token) stays so.
        await page.reload();
        await page.getByTestId('app-layout').waitFor();
        expect(await lang(page)).toBe('es');
        expect(await scheme(page)).toBe('dark');
      });
    },
    slow,
  );
});
