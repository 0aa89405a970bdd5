import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));

it('the login page loads under the strict CSP without violations or console errors', async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    const response = await page.goto(`${baseUrl}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
    expect(cspViolations).toEqual([]);
    expect(problems).toEqual([]);
  });
});

it('opens in pt-BR and the dark theme by default, and saves screenshots of both themes', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(screenshots, 'login-dark.png') });
    await page.getByTestId('theme-switch').click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe('light');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(screenshots, 'login-light.png') });
  });
});

it('looks right on a phone-sized screen too', async () => {
  await withBrowser(
    async ({ context }) => {
      const { page } = await openPage(context);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Entrar' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      // The page never scrolls as a whole.
      const scroll = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
      expect(scroll).toBeLessThanOrEqual(844);
      await page.screenshot({ path: join(screenshots, 'login-phone-dark.png') });
    },
    { width: 390, height: 844 },
  );
});
