import { generateLargeNoiseRecordText } from '@ohp/devices';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { addEmulatedRecord, injectEmulatedSerial } from './support/device-emulator';
import { expectedNr15, ptBr } from './support/noise-files';
import { signIn } from './support/session';

// Issue 28, item 5 (the main thread never blocked > 100 ms): a record read from a device is parsed
// in the open-reading worker, as a file opened from the disk is, by the device's own family module.
// A day of noise with third-octave bands (15 MB, the viewer benches' day) on the emulated DoseMax
// V2, its link not paced: read, shown with the dose of the same text computed here, kept for a
// reload. A record its device's family cannot read is refused naming the line, the list usable. The
// viewer is loaded while the device's records show, before any is read.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

it('a day of noise read from the device is parsed in the worker and shown with its dose', async () => {
  const text = generateLargeNoiseRecordText(15_500_000);
  const expected = expectedNr15(text);
  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await injectEmulatedSerial(page, { families: ['doseMaxV2'] });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const register = await addEmulatedRecord(page, 'doseMaxV2', text);
    // A record whose text is not a DoseMax V2 record: its family's parser names the line.
    const broken = await addEmulatedRecord(page, 'doseMaxV2', text.replace(/\nd;1;/, '\nd;1;x'));
    await page.getByRole('link', { name: 'Ver registros' }).click();
    // The viewer a record read from this device opens in (and its charts' warm-up) is loaded while
    // the list shows: its first chart is then not the first run of the chart code (a 57–64 ms task).
    await expect
      .poll(() => requested.some((path) => /\/noise-reading-viewer-[\w-]+\.js$/.test(path)), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.getByRole('button', { name: `Ler registro ${broken}`, exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Erro' });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toMatch(/linha \d/);
    await alert.getByRole('button', { name: 'Ok' }).click();
    expect(workers.some((url) => url.includes('open-reading.worker'))).toBe(true);
    expect(new URL(page.url()).pathname).not.toBe('/upload/read');

    await page.getByRole('button', { name: `Ler registro ${register}`, exact: true }).click();
    await page.waitForURL('**/upload/read', { timeout: 120_000 });
    const viewer = page.getByTestId('noise-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    expect(await viewer.getAttribute('data-family')).toBe('doseMaxV2');
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('value-dosePct-nr15').textContent()).toBe(ptBr(expected.result.dosePct));
    expect(await page.getByTestId('value-lavg-nr15').textContent()).toBe(ptBr(expected.result.lavg));
    expect(problems).toEqual([]);
  });
});
