import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type AccountServer,
  field,
  newAccount,
  registerThroughApi,
  renamedPdf,
  samplePhoto,
  samplePng,
  signInThroughForm,
  startAccountServer,
  submitLogin,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { screenshots, shootBothThemes } from './support/device-emulator';
import { readStorage, storageKeys } from './support/session';

// Issue 3 "How it will be checked", the /profile part: change the password, upload a logo (a renamed
// PDF is refused), switch language and theme and see them kept, delete the account.

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

/** A new account (through the API), signed in through the login form with remember me, on /profile. */
async function openProfile(page: Page, label: string): Promise<Account> {
  const account = newAccount(label);
  await registerThroughApi(server, account, seen);
  await signInThroughForm(page, server, account, true);
  await page.goto(`${server.baseUrl}/profile`);
  await page.getByTestId('profile-page').waitFor();
  await expect.poll(() => page.getByTestId('profile-email').inputValue()).toBe(account.email);
  return account;
}

/** GET /api/user from the page, with its stored token. */
function serverUser(page: Page) {
  return page.evaluate(async (key) => {
    const response = await fetch('/api/user', {
      headers: { Authorization: `Bearer ${localStorage.getItem(key)}` },
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }, storageKeys.accessToken);
}

async function closeAlert(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sair da conta' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
}

describe('/profile in the browser', () => {
  it(
    'shows the data, saves a change that a reload still shows, and validates the CPF',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await openProfile(page, 'data');
        expect(await field(page, 'Nome').inputValue()).toBe('Ana');

        await field(page, 'CPF').fill('529.982.247-26');
        await page.getByRole('button', { name: 'Salvar dados' }).click();
        await page.getByText('CPF inválido').waitFor();
        await field(page, 'CPF').fill('529.982.247-25');
        await field(page, 'Nome').fill('Ana Maria');
        await field(page, 'Telefone').fill('+55 21 99876-5432');
        await page.getByRole('button', { name: 'Salvar dados' }).click();
        expect(await closeAlert(page, 'Sucesso')).toContain('Dados pessoais salvos');

        await page.reload();
        await page.getByTestId('profile-page').waitFor();
        await expect.poll(() => field(page, 'Nome').inputValue()).toBe('Ana Maria');
        expect(await field(page, 'Telefone').inputValue()).toBe('+55 21 99876-5432');
        expect(await field(page, 'CPF').inputValue()).toBe('529.982.247-25');
        expect(await page.getByTestId('profile-name').textContent()).toBe('Ana Maria Souza');
      });
    },
    slow,
  );

  it(
    'uploads a company logo and shows it; a renamed PDF is refused with the translated message',
    async () => {
      await withBrowser(
        async ({ context }) => {
          const { page, cspViolations } = await openPage(context);
          await openProfile(page, 'logo');
          await page.getByTestId('company-logo-input').setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: await samplePng(),
          });
          expect(await closeAlert(page, 'Sucesso')).toContain('Imagem enviada');
          const preview = page.getByTestId('company-logo-preview');
          await preview.waitFor();
          expect(await preview.getAttribute('src')).toMatch(/^blob:/);
          await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

          const refused = page.waitForResponse(
            (r) => r.url().endsWith('/api/user/company-logo') && r.request().method() === 'POST',
          );
          await page.getByTestId('company-logo-input').setInputFiles({
            name: 'relatorio.png',
            mimeType: 'image/png',
            buffer: renamedPdf,
          });
          expect((await refused).status()).toBe(400);
          expect(await closeAlert(page, 'Erro')).toContain('Tipo de imagem inválido. Use PNG, JPG ou JPEG');
          // The previous logo is still there, after a reload too.
          await page.reload();
          await page.getByTestId('company-logo-preview').waitFor();
          await expect
            .poll(() =>
              page.getByTestId('company-logo-preview').evaluate((img: HTMLImageElement) => img.naturalWidth),
            )
            .toBe(240);
          expect(cspViolations).toEqual([]);
        },
        { width: 1440, height: 1200 },
      );
    },
    slow,
  );

  it(
    'the refusal is translated (English); with a photo too, the profile is shot in both themes',
    async () => {
      await withBrowser(
        async ({ context }) => {
          const { page } = await openPage(context);
          await openProfile(page, 'photo');
          await page.getByTestId('language-switch').click();
          await page.getByTestId('language-option-en').click();
          await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
          await page.getByTestId('company-logo-input').setInputFiles({
            name: 'relatorio.jpg',
            mimeType: 'image/jpeg',
            buffer: renamedPdf,
          });
          expect(await closeAlert(page, 'Error')).toContain('Invalid image type');
          expect(await page.getByTestId('company-logo-preview').count()).toBe(0);
          await page.getByTestId('language-switch').click();
          await page.getByTestId('language-option-pt-BR').click();
          await page.getByRole('heading', { name: 'Perfil', exact: true }).waitFor();

          await page.getByTestId('company-logo-input').setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: await samplePng(),
          });
          await closeAlert(page, 'Sucesso');
          const avatarImage = page.getByTestId('user-avatar').locator('img');
          expect(await avatarImage.count()).toBe(0);
          await page.getByTestId('photo-input').setInputFiles({
            name: 'eu.png',
            mimeType: 'image/png',
            buffer: await samplePhoto(),
          });
          await closeAlert(page, 'Sucesso');
          await page.getByTestId('photo-preview').waitFor();
          await page.getByTestId('company-logo-preview').waitFor();
          await page.locator('[data-testid="profile-header"] img').waitFor();
          // The header's avatar shows the new photo at once, without a reload (shared query).
          await expect.poll(() => avatarImage.getAttribute('src')).toMatch(/^blob:/);
          await shootBothThemes(page, 'profile');
        },
        { width: 1440, height: 1200 },
      );
    },
    slow,
  );

  it(
    'changes the password on /profile; then the new one signs in and the old one no longer',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        const account = await openProfile(page, 'password');
        const newPassword = 'Trocada-789';

        await field(page, 'Senha atual').fill('Errada-000');
        await field(page, 'Nova senha').fill(newPassword);
        await field(page, 'Confirmar nova senha').fill(`${newPassword}x`);
        await page.getByRole('button', { name: 'Alterar senha' }).click();
        await page.getByText('As senhas devem ser iguais').waitFor();

        await field(page, 'Confirmar nova senha').fill(newPassword);
        await page.getByRole('button', { name: 'Alterar senha' }).click();
        expect(await closeAlert(page, 'Erro')).toContain('A senha informada está incorreta');

        await field(page, 'Senha atual').fill(account.password);
        await page.getByRole('button', { name: 'Alterar senha' }).click();
        expect(await closeAlert(page, 'Sucesso')).toContain('Senha alterada');
        expect(await field(page, 'Senha atual').inputValue()).toBe('');

        await logOut(page);
        await submitLogin(page, account.email, account.password, true);
        expect(await closeAlert(page, 'Erro')).toContain('E-mail ou senha inválidos');
        await submitLogin(page, account.email, newPassword, true);
        await page.getByTestId('app-layout').waitFor();
      });
    },
    slow,
  );

  it(
    'switches language and theme on /profile at once; both are kept after a reload and saved to the account',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await openProfile(page, 'prefs');
        const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
        expect(await scheme()).toBe('dark');

        await page.getByRole('switch', { name: 'Modo escuro' }).click({ force: true });
        await expect.poll(scheme).toBe('light');
        await page.getByTestId('preferences-saved').waitFor();

        await page.getByTestId('profile-language').click();
        await page.getByRole('option', { name: 'English' }).click();
        await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

        await page.getByTestId('profile-preferences').getByText('°F', { exact: true }).click();
        await expect.poll(async () => (await serverUser(page)).temperatureUnit).toBe('F');
        const saved = await serverUser(page);
        expect({ language: saved.language, darkMode: saved.darkMode }).toEqual({
          language: 'en',
          darkMode: false,
        });
        expect(await readStorage(page, 'ohp.temperatureUnit')).toBe('F');

        await page.reload();
        await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
        expect(await scheme()).toBe('light');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(false);
        expect(await page.getByRole('radio', { name: '°F' }).isChecked()).toBe(true);
        // The header says the same.
        expect(await page.getByTestId('language-switch').getAttribute('data-language')).toBe('en');
        expect(await page.getByTestId('theme-switch').getAttribute('data-scheme')).toBe('light');
      });
    },
    slow,
  );

  it(
    'deletes the account after the confirmation with the password; logging in again fails',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        const account = await openProfile(page, 'delete');

        await page.getByRole('button', { name: 'Excluir minha conta' }).click();
        const dialog = page.getByRole('dialog', { name: 'Excluir conta' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByRole('button', { name: 'Excluir minha conta' }).click();
        await dialog.waitFor();
        await field(page, 'Sua senha').fill('Errada-000');
        await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
        await dialog.getByText('A senha informada está incorreta').waitFor();
        await page.mouse.move(1, 1);
        await page.screenshot({ path: join(screenshots, 'profile-delete-dialog-dark.png') });

        await field(page, 'Sua senha').fill(account.password);
        const deleted = page.waitForResponse((r) => r.url().includes('/api/user/delete?password='));
        await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
        expect((await deleted).status()).toBe(200);
        expect(await closeAlert(page, 'Sucesso')).toContain('Sua conta foi excluída');
        await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await readStorage(page, storageKeys.accessToken)).toBe('');
        expect(await readStorage(page, storageKeys.refreshToken)).toBe('');

        await submitLogin(page, account.email, account.password, true);
        expect(await closeAlert(page, 'Erro')).toContain('E-mail ou senha inválidos');
        expect(await page.getByTestId('app-layout').count()).toBe(0);
      });
    },
    slow,
  );
});
