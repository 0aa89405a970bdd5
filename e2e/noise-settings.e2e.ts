import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { emulatedFile, expectedNho01Preset, expectedNr15, ptBr } from './support/noise-files';
import { readStorage, signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

it('DoseMax (first dosimeter screen): both norms, chart settings kept in the browser, the over-50 % warning', {
  timeout: 180_000,
}, async () => {
  const file = emulatedFile('doseMax', 'dosemax-record.txt');
  const nr15 = expectedNr15(file.text).result;
  const nho01 = expectedNho01Preset(file.text);
  expect(nho01.dosePct).not.toBeCloseTo(nr15.dosePct, 0);

  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/measurements-list/dosimetro-v1');
    await page.getByTestId('measurement-list').waitFor();
    const open = async () => {
      await page.goto(`${baseUrl}/measurements-list/dosimetro-v1`);
      await page.getByTestId('open-file-input').setInputFiles(file.path);
      await page.locator('[data-testid="noise-viewer"][data-family="doseMax"]').waitFor();
      await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
    };
    await open();
    expect(new URL(page.url()).pathname).toBe('/measurement/dosimetro-v1/new');
    // The device configuration (q = 5) selects NR-15; a DoseMax has no audio events.
    expect(await page.getByTestId('value-dosePct-nr15').textContent()).toBe(ptBr(nr15.dosePct));
    expect(await page.getByTestId('value-dosePct-nho01').count()).toBe(0);
    expect(await page.getByTestId('audio-events').count()).toBe(0);

    // Both norms: NHO-01 uses its own preset (q = 3), never the device's q = 5.
    await page.getByTestId('norm-selector').getByText('Ambas').click();
    await expect.poll(() => page.getByTestId('value-dosePct-nho01').textContent()).toBe(ptBr(nho01.dosePct));
    expect(await page.getByTestId('value-dosePct-nr15').textContent()).toBe(ptBr(nr15.dosePct));
    expect(await page.getByTestId('value-nen-nho01').textContent()).toBe(ptBr(nho01.nen));

    // Chart settings are stored per chart and come back on the next open.
    await page.getByLabel('Picos de 115 dB').uncheck();
    await page.locator('label', { hasText: /^%$/ }).click();
    const stored = JSON.parse((await readStorage(page, 'ohp.chart.dosimeterSoundLevel')) ?? '{}');
    expect(stored).toMatchObject({ showPeaks: false, showLimits: true });
    expect(JSON.parse((await readStorage(page, 'ohp.chart.dosimeterHistogram')) ?? '{}')).toEqual({
      unit: 'percent',
    });
    await open();
    expect(await page.getByLabel('Picos de 115 dB').isChecked()).toBe(false);
    expect(await page.getByLabel('Limiar e critério').isChecked()).toBe(true);

    // Clipping more than half of the measurement warns, and the warning stays visible.
    await page.getByLabel('Início', { exact: true }).fill('07:00:00');
    await page.getByLabel('Fim', { exact: true }).fill('13:00:00');
    await page.getByTestId('add-clipping').click();
    const dialog = page.getByRole('alertdialog', { name: 'Atenção' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Mais de 50 % da medição está recortada');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.getByTestId('clipping-warning').waitFor();
    expect(await page.getByTestId('clipping-total').textContent()).toBe('Total de recortes: 1');
    expect(problems).toEqual([]);
  });
});
