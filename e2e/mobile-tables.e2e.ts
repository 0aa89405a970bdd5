import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { injectEmulatedSerial } from './support/device-emulator';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const phone = { width: 390, height: 844 };

// Issue 17 item 4: at 390×844 the record list's Ler / cloud / delete buttons are on screen, with no
// sideways scrolling inside the card (rows stack: "label value", the actions on their own line).
it('a phone reaches every action of the record list without sideways scrolling', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['doseMaxV2'], bytesPerSecond: 200_000 });
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);

    const wrap = rows.first().locator('xpath=ancestor::div[1]');
    const overflow = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const actions = rows.first().getByTestId('record-actions');
    for (const button of await actions.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    }
    // The column names travel with the values when the header row is hidden.
    const labels = await rows
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((td) => getComputedStyle(td, '::before').content));
    expect(labels).toContain('"Data"');
    expect(await page.locator('thead').first().isVisible()).toBe(false);
  }, phone);
});
