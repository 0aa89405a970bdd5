import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import { noiseOutput, pdfText } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const phone = { width: 390, height: 844 };

// Issue 17 item 4 on a phone (390×844): the demo DoseMax V2 read → the viewer → the PDF, with the
// page never wider than the screen at any step (the desktop walk is noise-device-report.e2e.ts).

const pageWidth = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

it('a phone reads a demo record, opens the viewer and downloads the PDF', { timeout: 240_000 }, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    // The demo device's model is DoseMax V2 unless changed.
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    await page.getByTestId('connected-device').getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await rows.first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    // Register 3: the short record (≈ 19 kB), quick to read over the emulated link.
    const short = rows.filter({ has: page.locator('td', { hasText: /^3$/ }) });
    await short.getByRole('button', { name: /^Ler registro/ }).click();

    const viewer = page.getByTestId('noise-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    expect(await viewer.getAttribute('data-family')).toBe('doseMaxV2');
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
    const chart = await page.getByTestId('level-chart').boundingBox();
    expect((chart?.x ?? -1) + (chart?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(phone.width);
    await page.getByTestId('form-employee').fill('Carla Mendes');
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

    const pdfButton = page.getByTestId('generate-pdf');
    await pdfButton.scrollIntoViewIfNeeded();
    const box = await pdfButton.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    const download = page.waitForEvent('download');
    await pdfButton.click();
    const pdfPath = join(noiseOutput, 'noise-device-report-phone.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdfPath)).toContain('Carla Mendes');
    await shoot(page, 'noise-device-viewer-phone');
    // The demo account has no company logo: no request for one (docs/web-quality.md).
    expect(problems).toEqual([]);
  }, phone);
});
