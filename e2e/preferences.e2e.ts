import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

it('the language switch changes the texts, the html lang, and persists across a reload', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en').click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-es').click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});

it('the language also applies to the server: a failed request comes back in the chosen language', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en').click();
    await page.getByLabel('E-mail', { exact: true }).fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever123!');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const response = await answer;
    expect(response.request().headers()['x-language']).toBe('en');
    expect(response.request().headers()['accept-language']).toBe('en');
    const { error } = (await response.json()) as { error: string };
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(error);
  });
});

it('the theme switch persists across a reload, and dark is the default', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await scheme()).toBe('dark');
    const darkBackground = await background();

    await page.getByTestId('theme-switch').click();
    await expect.poll(scheme).toBe('light');
    expect(await background()).not.toBe(darkBackground);

    await page.reload();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await scheme()).toBe('light');

    await page.getByTestId('theme-switch').click();
    await expect.poll(scheme).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await scheme()).toBe('dark');
  });
});
