import type { Page, Request, Response } from 'playwright-core';

export const storageKeys = { accessToken: 'ohp.accessToken', refreshToken: 'ohp.refreshToken' } as const;

export interface SignedIn {
  /** POST /api/push-notification/register requests seen on this page. */
  pushRegister: Request[];
  /** Answers of POST /api/login/refresh-token seen on this page. */
  refreshAnswers: Response[];
}

/**
 * Signs in through the real login form with the demo account (remember me on), against the real
 * server; then, when a path is given, opens it with a full page load, which restores the session
 * through the real POST /api/login/refresh-token of SPEC §4.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  path?: string,
): Promise<SignedIn> {
  const pushRegister: Request[] = [];
  const refreshAnswers: Response[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/push-notification/register')) pushRegister.push(request);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/login/refresh-token')) refreshAnswers.push(response);
  });
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByTestId('app-layout').waitFor();
  if (path) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('app-layout').waitFor();
  }
  await useDefaultPreferences(page);
  return { pushRegister, refreshAnswers };
}

/**
 * Sign-in applies the account's theme and language (docs/auth.md "Preferences"), and the demo
 * account is shared by every browser test: when a test left it in the light theme or another
 * language, this brings the page (and, through the header switches, the account) back to the
 * defaults, dark and pt-BR, which the tests' texts and screenshots expect.
 */
async function useDefaultPreferences(page: Page) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== 'dark') {
    await page.getByTestId('theme-switch').click();
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor();
    // Away from the switch, so that its tooltip does not show in the test's screenshots.
    await page.mouse.move(0, 0);
  }
  if ((await html.getAttribute('lang')) !== 'pt-BR') {
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-pt-BR').click();
    await page.locator('html[lang="pt-BR"]').waitFor();
  }
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
