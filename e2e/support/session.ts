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
  return { pushRegister, refreshAnswers };
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
