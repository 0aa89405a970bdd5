import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Account,
  type AccountServer,
  field,
  newAccount,
  registerThroughApi,
  signInThroughForm,
  startAccountServer,
} from './support/account-server';
import { openPage, withBrowser } from './support/browser';
import { noiseOutput, pdfText } from './support/noise-files';

// Issue 13's instrument passport as a user would: the demo DoseMax V2's serial registered with a
// calibration certificate, a record read from the demo device, the report PDF read back; then the
// certificate changed to one that had expired before the record's day, and the PDF says so.

let server: AccountServer;
let user: Account;

beforeAll(async () => {
  server = await startAccountServer();
  user = newAccount('passport');
  await registerThroughApi(server, user, new Set());
});

afterAll(async () => {
  await server?.close();
});

/** A route change inside the app (the read record lives in memory: a page load would drop it). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function fillCertificate(page: Page, values: { number: string; date: string; next: string }) {
  const device = page.getByTestId('device-card');
  await device.getByLabel(/Laboratório/).fill('Lab RBC 0042');
  await device.getByLabel(/Número do certificado/).fill(values.number);
  await device.getByLabel(/Data da calibração/).fill(values.date);
  await device.getByLabel(/Próxima calibração/).fill(values.next);
  await device.getByRole('button', { name: 'Salvar certificado' }).click();
  await device.getByText(values.number).waitFor();
}

async function downloadReport(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('generate-pdf').click();
  const path = join(noiseOutput, name);
  await (await download).saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // pdftotext -layout may break a sentence across lines: compare with single spaces.
  return pdfText(path).replace(/\s+/g, ' ');
}

it('a record of a registered device carries its certificate, and the out-of-calibration warning once expired', {
  timeout: 240_000,
}, async () => {
  const demo = new VirtualDevice('doseMaxV2');
  // The 15 min record of 12/03/2026: quick to read.
  const record = demo.records.find((r) => r.text.includes('a;2026-03-12;'));
  if (!record) throw new Error('The emulated DoseMax V2 has no record of 12/03/2026');

  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signInThroughForm(page, server, user, true);

    await page.goto(`${server.baseUrl}/devices`);
    await field(page, 'Número de série').fill(demo.serialNumber);
    await page.getByRole('button', { name: 'Registrar equipamento' }).click();
    const device = page.getByTestId('device-card');
    await device.getByText('DoseMaxV2').waitFor();
    await device.getByRole('button', { name: 'Informar certificado' }).click();
    await fillCertificate(page, { number: 'RBC-2026-17', date: '2026-01-10', next: '2027-01-10' });

    await page.goto(`${server.baseUrl}/access-device`);
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'DoseMaxV2', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    const card = page.getByTestId('connected-device').filter({ hasText: 'DoseMaxV2' });
    await card.getByRole('link', { name: 'Ver registros' }).click();
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBe(demo.records.length);
    await rows
      .filter({ hasText: '12/03/2026' })
      .getByRole('button', { name: /^Ler registro/ })
      .click();
    await page.getByTestId('noise-viewer').waitFor({ timeout: 60_000 });
    const readingPath = new URL(page.url()).pathname;

    const passport = page.getByTestId('instrument-certificate');
    await expect.poll(() => passport.getAttribute('data-state')).toBe('valid');
    await passport.getByText('RBC-2026-17').waitFor();
    const valid = await downloadReport(page, 'passport-valid.pdf');
    expect(valid).toContain('Certificado de calibração do instrumento');
    expect(valid).toContain('RBC-2026-17');
    expect(valid).toContain('10/01/2027');
    expect(valid).not.toContain('fora de calibração');

    // The next calibration was due the day before the record: the instrument was out of calibration.
    await navigateInApp(page, '/devices');
    await device.getByText('RBC-2026-17').waitFor();
    await device.getByRole('button', { name: 'Editar certificado' }).click();
    await fillCertificate(page, { number: 'RBC-2025-03', date: '2025-03-01', next: '2026-03-11' });
    await navigateInApp(page, readingPath);

    await expect.poll(() => passport.getAttribute('data-state')).toBe('expired');
    await passport.getByRole('alert').getByText('Instrumento fora de calibração').waitFor();
    const expired = await downloadReport(page, 'passport-expired.pdf');
    expect(expired).toContain('RBC-2025-03');
    expect(expired).toContain('Instrumento fora de calibração');
    expect(expired).toContain(
      'O certificado de calibração venceu em 11/03/2026: o instrumento estava fora de calibração na data da medição (12/03/2026).',
    );
    // The user has no company logo: GET /api/user/company-logo answers 404 and the report has none.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
