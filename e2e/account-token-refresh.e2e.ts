import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountServer,
  newAccount,
  registerThroughApi,
  samplePhoto,
  signInThroughForm,
  startAccountServer,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { readStorage, storageKeys } from './support/session';

// The access token lives 15 minutes. Instead of waiting, the test replaces the stored one with a
// well-formed JWT the server cannot verify: the next calls answer 401 and the app must renew it
// with one refresh (the server ends the session if a refresh token is presented twice).

const slow = 120_000;
const garbageJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.bm90LWEtc2lnbmF0dXJl';
let server: AccountServer;
const seen = new Set<string>();

beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(async () => {
  await server?.close();
});

/** A registered account with a photo and a company logo (so that /profile sends three calls at once). */
async function accountWithImages() {
  const account = newAccount('refresh');
  await registerThroughApi(server, account, seen);
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, loginOriginType: 1 }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (const path of ['/api/user/photo', '/api/user/company-logo']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await samplePhoto())], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
  }
  return account;
}

function watch(page: Page) {
  const refreshes: Request[] = [];
  const refused: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login/refresh-token')) refreshes.push(r);
  });
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(new URL(r.url()).pathname);
  });
  return { refreshes, refused };
}

async function openProfileFromMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
}

describe('access-token renewal in the browser', () => {
  it(
    'with remember me, refused calls share one refresh and are sent again: the app keeps working',
    async () => {
      const account = await accountWithImages();
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, account, true);
        await openProfileFromMenu(page);
        await page.getByTestId('company-logo-preview').waitFor();
        // Back home (client-side); the profile's data stays cached, so coming back shows it at once
        // and refetches the user, the photo and the logo together.
        await page.goBack();
        await page.getByTestId('profile-page').waitFor({ state: 'detached' });
        const refreshTokenBefore = await readStorage(page, storageKeys.refreshToken);

        const seenCalls = watch(page);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          storageKeys.accessToken,
          garbageJwt,
        ] as const);
        await openProfileFromMenu(page);
        await expect.poll(() => page.getByTestId('profile-email').inputValue()).toBe(account.email);
        await page.getByTestId('photo-preview').waitFor();
        await expect.poll(() => seenCalls.refreshes.length).toBe(1);

        // The three calls were refused, and one refresh served them all.
        expect([...seenCalls.refused].sort()).toEqual([
          '/api/user',
          '/api/user/company-logo',
          '/api/user/photo',
        ]);
        expect(seenCalls.refreshes).toHaveLength(1);
        expect((await seenCalls.refreshes[0]?.response())?.status()).toBe(200);
        expect(await readStorage(page, storageKeys.accessToken)).not.toBe(garbageJwt);
        expect(await readStorage(page, storageKeys.refreshToken)).not.toBe(refreshTokenBefore);

        // The session is intact on the server (no reuse detected): a reload restores it.
        await page.reload();
        await page.getByTestId('profile-page').waitFor();
        expect(await page.getByTestId('app-layout').count()).toBe(1);
      });
    },
    slow,
  );

  it(
    'without remember me (no refresh token) a refused call signs out to the login page',
    async () => {
      const account = newAccount('refresh-off');
      await registerThroughApi(server, account, seen);
      await withBrowser(async ({ context }) => {
        const { page } = await openPage(context);
        await signInThroughForm(page, server, account, false);
        const seenCalls = watch(page);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          storageKeys.accessToken,
          garbageJwt,
        ] as const);
        await openProfileFromMenu(page);
        await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
        expect(await page.getByTestId('app-layout').count()).toBe(0);
        expect(seenCalls.refreshes).toHaveLength(0);
        expect(await readStorage(page, storageKeys.accessToken)).toBe('');
      });
    },
    slow,
  );
});
