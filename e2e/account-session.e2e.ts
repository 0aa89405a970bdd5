import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountServer,
  field,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
  submitLogin,
  waitForCode,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { readStorage, storageKeys } from './support/session';

// Issue 3 "How it will be checked", in Chromium as a new user would: registration with the code from
// the outbox, logout, login with and without remember me and reload, recovery, wrong password.

// A real chromium against a real server, several sign-ins per test: generous on a busy machine.
const slow = 120_000;

let server: AccountServer;
const seen = new Set<string>();

beforeAll(async () => {
  server = await startAccountServer();
});

afterAll(async () => {
  await server?.close();
});

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Entrar', exact: true });

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sair da conta' });
  await dialog.getByRole('button', { name: 'Sair', exact: true }).click();
  await loginHeading(page).waitFor();
}

describe('accounts in the browser', () => {
  it(
    'registers with the code from the outbox, signs in with the new account, and logs out',
    async () => {
      const account = newAccount('register');
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/register`);
        await field(page, 'Nome').fill(account.name);
        await field(page, 'Sobrenome').fill(account.lastName);
        await field(page, 'E-mail').fill(account.email);
        await field(page, 'CPF').fill(account.document);
        await field(page, 'Telefone').fill(account.phone);
        await field(page, 'Senha').fill(account.password);
        await field(page, 'Confirmar senha').fill(account.password);
        await page.getByRole('button', { name: 'Enviar código' }).click();

        const code = await waitForCode(server.dataDir, account.email, seen);
        await page.getByLabel('Código recebido por e-mail').fill(code);
        const created = page.waitForResponse((r) => r.url().includes('/api/user?token='));
        await page.getByRole('button', { name: 'Concluir cadastro' }).click();
        expect((await created).status()).toBe(201);

        // Registration ends signed in (for this browser session: no refresh token is kept).
        const done = page.getByRole('alertdialog', { name: 'Sucesso' });
        await done.waitFor();
        await done.getByRole('button', { name: 'Ok' }).click();
        await page.getByTestId('app-layout').waitFor();
        expect(await readStorage(page, storageKeys.accessToken)).not.toBe('');
        expect(await readStorage(page, storageKeys.refreshToken)).toBe('');

        await logOut(page);
        await submitLogin(page, account.email, account.password, true);
        await page.getByTestId('app-layout').waitFor();
        expect(await readStorage(page, storageKeys.refreshToken)).not.toBe('');

        await logOut(page);
        expect(await readStorage(page, storageKeys.accessToken)).toBe('');
        expect(await readStorage(page, storageKeys.refreshToken)).toBe('');
        // Logged out for good: a reload stays on the login page.
        await page.reload();
        await loginHeading(page).waitFor();
        expect(await page.getByTestId('app-layout').count()).toBe(0);
      });
    },
    slow,
  );

  it(
    'without remember me an empty refresh token is stored, so a reload ends the session (SPEC §4)',
    async () => {
      const account = newAccount('no-remember');
      await registerThroughApi(server, account, seen);
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, account, false);
        expect(await readStorage(page, storageKeys.accessToken)).toMatch(/^ey/);
        expect(await readStorage(page, storageKeys.refreshToken)).toBe('');

        // Within the page the session lives: navigating in the app keeps the user signed in.
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Perfil' }).click();
        await page.getByTestId('profile-page').waitFor();

        // A reload starts the app again; with no refresh token to restore, the user is logged out.
        const refreshCalls: string[] = [];
        page.on('request', (r) => {
          if (r.url().endsWith('/api/login/refresh-token')) refreshCalls.push(r.url());
        });
        await page.reload();
        await loginHeading(page).waitFor();
        expect(await page.getByTestId('app-layout').count()).toBe(0);
        expect(refreshCalls).toEqual([]);
      });
    },
    slow,
  );

  it(
    'with remember me a reload restores the session through a rotated refresh token',
    async () => {
      const account = newAccount('remember');
      await registerThroughApi(server, account, seen);
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, account, true);
        const first = await readStorage(page, storageKeys.refreshToken);
        expect(first).toMatch(/^[\w-]{20,}$/);

        const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/login/refresh-token'));
        await page.goto(`${server.baseUrl}/profile`);
        expect((await refreshed).status()).toBe(200);
        await page.getByTestId('app-layout').waitFor();
        await expect.poll(() => page.getByTestId('profile-email').inputValue()).toBe(account.email);
        const second = await readStorage(page, storageKeys.refreshToken);
        expect(second).toMatch(/^[\w-]{20,}$/);
        expect(second).not.toBe(first);

        await page.reload();
        await page.getByTestId('app-layout').waitFor();
        expect(await readStorage(page, storageKeys.refreshToken)).not.toBe(second);
      });
    },
    slow,
  );

  it(
    'a wrong password shows the translated error, in Portuguese and in English',
    async () => {
      const account = newAccount('wrong');
      await registerThroughApi(server, account, seen);
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await submitLogin(page, account.email, 'Errada-999', true);
        const error = page.getByRole('alertdialog', { name: 'Erro' });
        await error.waitFor();
        expect(await error.textContent()).toContain('E-mail ou senha inválidos');
        await error.getByRole('button', { name: 'Ok' }).click();
        expect(await page.getByTestId('app-layout').count()).toBe(0);

        await page.getByTestId('language-switch').click();
        await page.getByTestId('language-option-en').click();
        await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
        await submitLogin(page, account.email, 'Errada-999', true, {
          email: 'E-mail',
          password: 'Password',
          rememberMe: 'Remember me',
          submit: 'Sign in',
        });
        const english = page.getByRole('alertdialog', { name: 'Error' });
        await english.waitFor();
        expect(await english.textContent()).toContain('Invalid e-mail or password');
      });
    },
    slow,
  );

  it(
    'recovers the password with the code from the outbox; the new one signs in, the old one no longer',
    async () => {
      const account = newAccount('recover');
      await registerThroughApi(server, account, seen);
      const newPassword = 'Recuperada-456';
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
        await field(page, 'E-mail').fill(account.email);
        await page.getByRole('button', { name: 'Enviar código' }).click();
        const code = await waitForCode(server.dataDir, account.email, seen);
        await page.getByLabel('Código recebido por e-mail').fill(code);
        await field(page, 'Nova senha').fill(newPassword);
        await field(page, 'Confirmar senha').fill(newPassword);
        await page.getByRole('button', { name: 'Salvar nova senha' }).click();
        const done = page.getByRole('alertdialog', { name: 'Sucesso' });
        await done.waitFor();
        await done.getByRole('button', { name: 'Ok' }).click();
        await loginHeading(page).waitFor();

        await submitLogin(page, account.email, account.password, true);
        const refused = page.getByRole('alertdialog', { name: 'Erro' });
        await refused.waitFor();
        expect(await refused.textContent()).toContain('E-mail ou senha inválidos');
        await refused.getByRole('button', { name: 'Ok' }).click();

        await submitLogin(page, account.email, newPassword, true);
        await page.getByTestId('app-layout').waitFor();
      });
    },
    slow,
  );
});
