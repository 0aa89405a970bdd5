import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import {
  expectedNr15 as expectedUnderDeviceConfig,
  noiseOutput,
  pdfPages,
  pdfText,
  ptBr,
} from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

// Issue 5's check, as a user does it: the demo DoseMax (first dosimeter screen) in the app, read a
// record, clip a period, fill the form, download the PDF and read it. The figures expected are
// computed here by @ohp/exposure from the emulator's own record, independently of the web code.
it('demo DoseMax: read a record, clip, fill the form, download the PDF and find the figures in it', {
  timeout: 240_000,
}, async () => {
  const records = new VirtualDevice('doseMax').records;
  // The 2 h record at 1 s: short enough to read quickly, loud enough to have a dose.
  const record = records[1];
  if (!record) throw new Error('The emulated DoseMax has no record');
  const original = expectedUnderDeviceConfig(record.text);
  const start = new Date(original.startMs);
  const at = (minutes: number) => {
    const d = new Date(start.getTime() + minutes * 60_000);
    return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
  };
  const clipped = expectedUnderDeviceConfig(record.text, [
    { startMs: original.startMs + 30 * 60_000, endMs: original.startMs + 45 * 60_000 },
  ]);
  expect(original.result.dosePct).toBeGreaterThan(0);
  expect(clipped.result.dosePct).not.toBe(original.result.dosePct);

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'DoseMax', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    const card = page.getByTestId('connected-device').filter({ hasText: 'DoseMax' });
    await card.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBe(records.length);
    const day = start.toLocaleDateString('pt-BR');
    await rows
      .filter({ hasText: day })
      .getByRole('button', { name: /^Ler registro/ })
      .click();

    const viewer = page.getByTestId('noise-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    expect(await viewer.getAttribute('data-family')).toBe('doseMax');
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
    // This dosimeter is configured with q = 3: the viewer opens on NHO-01 under its configuration.
    const dose = page.getByTestId('value-dosePct-nho01');
    await expect.poll(() => dose.textContent()).toBe(ptBr(original.result.dosePct));

    await page.getByLabel('Início', { exact: true }).fill(at(30));
    await page.getByLabel('Fim', { exact: true }).fill(at(45));
    await page.getByLabel('Observação', { exact: true }).fill('Troca de ferramenta fora do posto');
    await page.getByTestId('add-clipping').click();
    await page.getByTestId('clipping-row').waitFor();
    await expect.poll(() => dose.textContent()).toBe(ptBr(clipped.result.dosePct));

    await page.getByTestId('form-employee').fill('Carla Mendes');
    await page.getByTestId('form-company').fill('Fundição Modelo S.A.');
    await page.getByTestId('form-evaluatorName').fill('Rui Avaliador');
    await page.getByTestId('form-assessmentDate').fill('12/03/2026');
    await page.getByTestId('form-protectorNrrsf').fill('16');

    const download = page.waitForEvent('download');
    await page.getByTestId('generate-pdf').click();
    const pdfPath = join(noiseOutput, 'noise-device-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdfPath);
    expect(text).toContain('Carla Mendes');
    expect(text).toContain('Fundição Modelo S.A.');
    expect(text).toContain('DoseMax');
    expect(text).toContain(`${ptBr(clipped.result.dosePct)} %`);
    expect(text).toContain('Troca de ferramenta fora do posto');
    expect(text).toContain(at(30));
    pdfPages(pdfPath, 'noise-device-report-page');
    await shoot(page, 'noise-device-viewer-dark');
    expect(cspViolations).toEqual([]);
    // The demo user has no company logo: GET /api/user/company-logo answers 404 and the report has none.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
