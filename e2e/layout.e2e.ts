import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { waitForScreen } from './support/screens';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));

it('the page never scrolls as a whole: only the content area does; root font size follows SPEC §9', async () => {
  await withBrowser(
    async ({ context }) => {
      const { page } = await openPage(context);
      await signIn(page, baseUrl, demo, '/profile');
      await waitForScreen(page, '/profile');
      // Make the content taller than the screen, then try to scroll the document.
      await page.getByTestId('content').evaluate((el) => {
        const filler = document.createElement('div');
        filler.style.height = '5000px';
        el.appendChild(filler);
      });
      await page.mouse.move(700, 400);
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.getByTestId('content').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
      expect(await page.evaluate(() => document.scrollingElement?.scrollHeight)).toBeLessThanOrEqual(800);
      // 1366 px wide: 50% of 16 px.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('8px');
    },
    { width: 1366, height: 800 },
  );
});

it('light theme layout, and the phone layout with the menu in a drawer', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await signIn(page, baseUrl, demo, '/devices');
    await page.getByTestId('theme-switch').click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe('light');
    await page.getByRole('button', { name: 'DoseMax V2' }).click();
    await page.getByRole('link', { name: 'Doses' }).click();
    await waitForScreen(page, '/measurements-list/dosimetro-v2');
    await page.mouse.move(700, 700);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(screenshots, 'home-light.png') });
    // The theme follows the account, and the demo account is shared by every browser test.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
    await page.getByTestId('theme-switch').click();
    expect((await saved).status()).toBe(200);
  });
  await withBrowser(
    async ({ context }) => {
      const { page } = await openPage(context);
      await signIn(page, baseUrl, demo, '/');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('6.4px');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('link', { name: 'Treinamentos' }).click();
      await waitForScreen(page, '/videos');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      // Let the drawer's opening transition finish before the picture.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(screenshots, 'menu-phone-dark.png') });
    },
    { width: 390, height: 844 },
  );
});
