import { type DeviceFamily, domainOf, measurementPagePath } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import { localeFindings } from './support/locale-scan';
import { saveMeasurement } from './support/saved-data';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 27 item 8, the routes the first walk (locale-check.e2e.ts) leaves out: the sign-in pages
// (signed out) and the screens that need saved data — every family's saved measurement opened from
// the cloud, and the lists with rows — in pt-BR at 390 and 1366 px.

const publicRoutes = ['/', '/register', '/forgot-password'];
const families: readonly DeviceFamily[] = ['doseMax', 'dosePro', 'doseMaxV2', 'itemp', 'axPro', 'co2Pro'];
const widths = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;
// The lists with rows, the home dashboard with recent measurements, and the company screens
// (the demo account has no company: their empty states).
const lists = [
  '/',
  '/company/workers',
  '/company/ghe',
  '/measurements-list/itemp-simple',
  '/measurements-list/dosimetro-v1',
  '/measurements-list/dosimetro-v2',
  '/measurements-list/itemp',
  '/measurements-list/ax-pro',
  '/measurements-list/co2pro',
];

const scan = (page: Page) => page.evaluate(localeFindings);

async function settled(page: Page) {
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="img"][data-testid]')].every((c) => c.hasAttribute('data-rendered')),
  );
}

for (const size of widths) {
  it(`the sign-in pages read as pt-BR at ${size.width} px`, { timeout: 120_000 }, async () => {
    await withBrowser(async ({ context }) => {
      const { page } = await openPage(context);
      const found: string[] = [];
      for (const route of publicRoutes) {
        await page.goto(`${baseUrl}${route}`);
        await page.getByTestId('auth-layout').waitFor();
        await page.locator('form').first().waitFor();
        found.push(...(await scan(page)).map((f) => `${route}: ${f}`));
      }
      expect(found).toEqual([]);
    }, size);
  });

  it(`saved measurements and their lists read as pt-BR at ${size.width} px`, {
    timeout: 420_000,
  }, async () => {
    await withBrowser(async ({ context }) => {
      const { page } = await openPage(context);
      await signIn(page, baseUrl, demo, '/devices');
      const found: string[] = [];
      for (const family of families) {
        const id = await saveMeasurement(page, family, `Verificação de idioma ${family}`);
        const href = measurementPagePath(family, domainOf(family), id);
        await page.goto(`${baseUrl}${href}`);
        await settled(page);
        found.push(...(await scan(page)).map((f) => `${family} ${href}: ${f}`));
        await shoot(page, `locale-saved-${family.toLowerCase()}-${size.width}`);
      }
      for (const route of lists) {
        await page.goto(`${baseUrl}${route}`);
        await settled(page);
        found.push(...(await scan(page)).map((f) => `${route}: ${f}`));
      }
      expect(found).toEqual([]);
    }, size);
  });
}
