import type { DeviceFamily } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { saveMeasurement } from './support/saved-data';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const phone = { width: 390, height: 844 };

// Issue 17 item 4, every list of the app at 390×844: no sideways scrolling, of the page or inside a
// card (tables stack their rows as "column: value" lines). Each list gets a row first.

/** Elements that scroll sideways (the page itself included), described for the failure message. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`page ${root.scrollWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      if (!/(auto|scroll)/.test(style.overflowX) || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const what = el.querySelector('table') ? 'table' : el.tagName.toLowerCase();
        found.push(`${what} in .${el.className.split(' ')[0]} ${el.scrollWidth}>${el.clientWidth}px`);
      }
    }
    return found;
  });
}

/** Saves a component to reuse (POST /api/components), so the components lists have a row. */
async function saveComponent(page: Page, body: unknown) {
  const status = await page.evaluate(async (b) => {
    const token = localStorage.getItem('ohp.accessToken') ?? '';
    const answer = await fetch('/api/components', {
      method: 'POST',
      body: JSON.stringify(b),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return answer.status;
  }, body);
  expect(status).toBe(201);
}

it('every list reads on a phone without sideways scrolling', { timeout: 240_000 }, async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await signIn(page, baseUrl, demo, '/');
    const families: DeviceFamily[] = ['doseMax', 'doseMaxV2', 'itemp', 'axPro', 'co2Pro'];
    for (const family of families) await saveMeasurement(page, family, `Lista no celular ${family}`);
    await saveComponent(page, {
      domain: 'heat',
      description: 'Forno de fusão, abertura da porta para carga',
      data: { minutes: 20, tg: 45.2, tbn: 27.1, metabolicRate: 300, metabolicUnit: 'W' },
    });
    await saveComponent(page, {
      domain: 'vibration',
      description: 'Lixadeira angular, acabamento de solda',
      data: {
        date: '2026-03-12',
        startTime: '08:00',
        endTime: '08:30',
        exposureTime: '02:00',
        samples: 1,
        axes: { x: 2.1, y: 1.7, z: 3.4 },
        filters: { x: 'wh', y: 'wh', z: 'wh' },
        factor: 1,
        evaluationType: 'handArm',
      },
    });
    const screens = [
      '/measurements-list/dosimetro-v1',
      '/measurements-list/dosimetro-v2',
      '/measurements-list/itemp',
      '/measurements-list/itemp-simple',
      '/measurements-list/ax-pro',
      '/measurements-list/co2pro',
      '/device/components/itemp',
      '/device/components/ax-pro',
      '/devices',
      '/company',
      // /admin: admin.e2e.ts walks it at 390 px with an admin account.
    ];
    const problems: Record<string, string[]> = {};
    for (const path of screens) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('app-layout').waitFor();
      await page.waitForLoadState('networkidle');
      if ((await page.locator('h1').count()) === 0) problems[path] = ['no h1'];
      const found = await sidewaysScrollers(page);
      if (found.length > 0) problems[path] = [...(problems[path] ?? []), ...found];
      if (path.startsWith('/device/components/') && (await page.locator('main table tbody tr').count()) === 0)
        problems[path] = [...(problems[path] ?? []), 'no component row'];
      // The saved measurement of a list in its viewer: results tables, summary, report form.
      const open = page.getByTestId('list-open');
      if ((await open.count()) === 0) continue;
      await open.first().click();
      await page.waitForLoadState('networkidle');
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      const inViewer = await sidewaysScrollers(page);
      if (inViewer.length > 0) problems[`${path} → ${new URL(page.url()).pathname}`] = inViewer;
    }
    expect(problems).toEqual({});
  }, phone);
});
