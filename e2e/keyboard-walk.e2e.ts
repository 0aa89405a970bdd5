import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { noiseOutput } from './support/noise-files';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 17 item 2 (WCAG 2.1.1 keyboard, 2.4.7 focus visible): the main flow with the keyboard
// only — sign in, home, access the demo device, read a record, the viewer, the PDF — Tab, Enter
// and Space, no mouse. Every control Tab lands on shows a focus indicator (an outline or a ring).

interface Focused {
  tag: string;
  name: string;
  outline: string;
  shadow: string;
}

/** The focused element and how its focus shows. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', outline: 'none', shadow: 'none' };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    const name = [
      el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
      el.getAttribute('type') ?? '',
      el.getAttribute('data-testid') ?? el.className,
    ].join(' ');
    return { tag: el.tagName.toLowerCase(), name: name.slice(0, 50), outline, shadow: style.boxShadow };
  });

/** Presses Tab until `target` has the focus; every stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, unseen: string[], max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag !== 'body' && f.outline === 'none' && f.shadow === 'none') unseen.push(`${f.tag} "${f.name}"`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

it('the main flow with the keyboard only, with a visible focus on every stop', {
  timeout: 240_000,
}, async () => {
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    const unseen: string[] = [];
    await page.goto(`${baseUrl}/`);
    const email = page.getByLabel('E-mail', { exact: true });
    await email.waitFor();
    await tabTo(page, email, unseen);
    await page.keyboard.type(demo.email);
    await tabTo(page, page.getByLabel('Senha', { exact: true }), unseen);
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('app-layout').waitFor({ timeout: 60_000 });

    // Home → "Acessar equipamento" (the menu entry or the home screen's quick action).
    const access = page.locator('a[href="/access-device"]:visible').first();
    await tabTo(page, access, unseen);
    await page.keyboard.press('Enter');
    const connect = page.getByRole('button', { name: 'Conectar demonstração' });
    await connect.waitFor();
    await tabTo(page, connect, unseen);
    await page.keyboard.press('Enter');
    const records = page.getByTestId('connected-device').getByRole('link', { name: 'Ver registros' });
    await records.waitFor();
    await tabTo(page, records, unseen);
    await page.keyboard.press('Enter');

    const rows = page.getByTestId('record-row');
    await rows.first().waitFor();
    // Register 3: the short record, quick to read over the emulated link.
    const read = rows
      .filter({ has: page.locator('td', { hasText: /^3$/ }) })
      .getByRole('button', { name: /^Ler registro/ });
    await tabTo(page, read, unseen);
    await page.keyboard.press('Space');

    await page.getByTestId('noise-viewer').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
    const employee = page.getByTestId('form-employee');
    await tabTo(page, employee, unseen);
    await page.keyboard.type('Carla Mendes');
    const pdf = page.getByTestId('generate-pdf');
    await tabTo(page, pdf, unseen);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const pdfPath = join(noiseOutput, 'noise-keyboard-walk.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(unseen).toEqual([]);
    expect(problems).toEqual([]);
  });
});
