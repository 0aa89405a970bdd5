import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientId, clientSecret, startTestOidcProvider } from '@ohp/server/testing/test-oidc-provider';
import { type AccountServer, startAccountServer } from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { screenshots } from './support/device-emulator';
import { readStorage, storageKeys } from './support/session';

// Third-party sign-in end to end: a real OpenID provider (oidc-provider) on a local port with its
// own sign-in page, a private server configured for it, and Chromium clicking through both.

const slow = 120_000;
const email = `oidc-${Date.now().toString(36)}@example.com`;

let idp: Awaited<ReturnType<typeof startTestOidcProvider>>;
let server: AccountServer;

beforeAll(async () => {
  idp = await startTestOidcProvider({
    'sub-e2e': { email, email_verified: true, given_name: 'Olivia', family_name: 'Idp' },
    'sub-unverified': {
      email: 'not-verified@example.com',
      email_verified: false,
      given_name: 'Nina',
      family_name: 'N',
    },
  });
  server = await startAccountServer({
    env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
  });
  idp.allowRedirectUri(`${server.baseUrl}/auth/callback`);
});

afterAll(async () => {
  await server?.close();
  await idp?.close();
});

const button = (page: Page) => page.getByRole('button', { name: 'Entrar com conta externa' });

/** From the login page to the provider's sign-in page. */
async function goToProvider(page: Page, rememberMe = true) {
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
  const remember = page.getByRole('checkbox', { name: 'Lembrar de mim' });
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await button(page).click();
  await page.getByRole('heading', { name: 'Test identity provider' }).waitFor();
  expect(new URL(page.url()).origin).toBe(idp.issuer);
}

interface ExchangeAnswer {
  data: { user: { id: string; email: string } };
}

/** Signs in at the provider as `subject`; answers the server's answer to the code exchange. */
async function signInAtProvider(page: Page, subject: string) {
  await page.getByLabel('Account').fill(subject);
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/api/login/google/code'));
  await page.getByRole('button', { name: 'Sign in and allow' }).click();
  const response = await exchanged;
  return { status: response.status(), body: (await response.json()) as ExchangeAnswer };
}

describe('third-party sign-in in the browser', () => {
  it(
    'signs in at the provider and lands in the app; a second sign-in (new browser) reuses the same account',
    async () => {
      const firstUserId = await withBrowser(async ({ context }) => {
        const { page, cspViolations } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await button(page).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(screenshots, 'login-oidc-dark.png') });

        await goToProvider(page, true);
        const { status, body } = await signInAtProvider(page, 'sub-e2e');
        expect(status).toBe(200);
        await page.getByTestId('app-layout').waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        // The code never stays in the address bar or the history entry.
        expect(page.url()).not.toContain('code=');
        const { user } = body.data;
        expect(user.email).toBe(email);
        // Remember me was on: both tokens kept, as after a password sign-in.
        expect(await readStorage(page, storageKeys.accessToken)).toMatch(/^ey/);
        expect(await readStorage(page, storageKeys.refreshToken)).toMatch(/^[\w-]{20,}$/);

        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Perfil' }).click();
        await expect.poll(() => page.getByTestId('profile-email').inputValue()).toBe(email);
        // A reload restores the session through the refresh token.
        await page.reload();
        await page.getByTestId('profile-page').waitFor();
        expect(cspViolations).toEqual([]);
        return user.id;
      });

      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await goToProvider(page, false);
        const { status, body } = await signInAtProvider(page, 'sub-e2e');
        expect(status).toBe(200);
        await page.getByTestId('app-layout').waitFor();
        const { user } = body.data;
        expect(user.id).toBe(firstUserId);
        // Remember me off: an empty refresh token, so the session ends with the browser session.
        expect(await readStorage(page, storageKeys.refreshToken)).toBe('');
      });
    },
    slow,
  );

  it(
    'cancelling at the provider shows the translated reason and leads back to the login page',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await goToProvider(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
        expect(await alert.textContent()).toBe('O acesso foi cancelado na página do provedor.');
        await page.getByRole('heading', { name: 'Não foi possível entrar' }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(screenshots, 'oidc-callback-denied-dark.png') });
        await page.getByRole('link', { name: 'Voltar para o login' }).click();
        await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
        expect(await page.getByTestId('app-layout').count()).toBe(0);
      });
    },
    slow,
  );

  it(
    "the server's refusal (e-mail not verified at the provider) is shown translated, in English too",
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await page.goto(`${server.baseUrl}/`);
        await page.getByTestId('language-switch').click();
        await page.getByTestId('language-option-en').click();
        await page.getByRole('button', { name: 'Sign in with an external account' }).click();
        await page.getByRole('heading', { name: 'Test identity provider' }).waitFor();
        const { status } = await signInAtProvider(page, 'sub-unverified');
        expect(status).toBe(401);
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toBe('The e-mail of the external account is not verified');
        await page.getByRole('link', { name: 'Back to sign-in' }).waitFor();
      });
    },
    slow,
  );

  it(
    'a callback this tab did not start (forged or stale state) is refused without calling the server',
    async () => {
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        const exchanges: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/login/google')) exchanges.push(r.url());
        });
        await page.goto(`${server.baseUrl}/auth/callback?code=stolen&state=forged`);
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toContain('expirou ou foi iniciado em outra aba');
        expect(exchanges).toEqual([]);
      });
    },
    slow,
  );
});
