import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { axeFindings } from './support/axe';
import { openPage, withBrowser } from './support/browser';
import { doseMaxV2File, noiseOutput, pdfText } from './support/noise-files';
import { qrCodeOfPdfPage } from './support/qr-code';
import { signIn } from './support/session';

// The public verification page (docs/reports.md "Verification page"): a noise report saved from the
// viewer carries its code and a QR code of {origin}/verify/{code}; that page, signed out, shows the
// report's public facts, checks a file in the browser (the stored copy matches, a one-byte change
// does not, a text file is not a PDF), says "revogado" after a revocation, and "not found" for an
// unknown or garbage code. axe in both themes; 390 px wide without sideways scrolling.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface SavedReport {
  id: string;
  verificationCode: string;
  sha256: string;
}

/** Saves a DoseMax V2 record with its report through the viewer; answers the stored report and file. */
async function saveReportFromViewer(page: Page) {
  await signIn(page, baseUrl, demo, '/measurements-list/dosimetro-v2');
  await page.getByTestId('measurement-list').waitFor();
  await page.getByTestId('open-file-input').setInputFiles(doseMaxV2File().path);
  await page.getByTestId('noise-viewer').waitFor();
  await page.getByTestId('form-company').fill('Metalúrgica Verifica Ltda');
  await page.getByTestId('form-evaluatorName').fill('Joana Verificadora');
  await page.getByTestId('form-evaluatorRegistration').fill('CREA-SP 5061234567');
  await page.getByTestId('save-description').fill(`Verificação ${Date.now()}`);
  await page.getByTestId('save-measurement').click();
  const dialog = page.getByRole('alertdialog', { name: 'Sucesso' });
  await dialog.waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname)
    .toMatch(/^\/measurement\/dosimetro-v2\/[0-9a-f-]{36}$/);
  const measurementId = new URL(page.url()).pathname.split('/').pop() as string;
  const token = await page.evaluate(() => localStorage.getItem('ohp.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(`${baseUrl}/api/measurements/${measurementId}/reports`, { headers });
  const [report] = (await list.json()).data as SavedReport[];
  if (!report) throw new Error('the saved measurement has no report');
  const file = await page.request.get(`${baseUrl}/api/measurements/${measurementId}/reports/${report.id}`, {
    headers,
  });
  return { measurementId, report, bytes: Buffer.from(await file.body()), headers };
}

const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();

/** Drops bytes as a file on the page's drop zone, as a file manager does. */
async function dropFile(page: Page, bytes: Buffer, name: string) {
  await page.evaluate(
    ({ base64, name }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      const zone = document.getElementById('verify-drop');
      if (!zone) throw new Error('no drop zone');
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { base64: bytes.toString('base64'), name },
  );
}

async function verdict(page: Page, name: string): Promise<string> {
  const region = page.locator('#verify-verdict .verdict');
  await region.filter({ hasText: name }).waitFor();
  return (await region.textContent()) ?? '';
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

it('a saved report: QR → /verify/{code}, public facts, file check, revocation, not found; axe, 390 px', {
  timeout: 240_000,
}, async () => {
  const saved = await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    return saveReportFromViewer(page);
  });
  const { report, bytes } = saved;
  expect(report.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  expect(report.sha256).toBe(sha256(bytes));
  mkdirSync(noiseOutput, { recursive: true });
  const pdfPath = join(noiseOutput, 'verify-report.pdf');
  writeFileSync(pdfPath, bytes);
  const verifyUrl = `${baseUrl}/verify/${report.verificationCode}`;
  // The QR code as a phone reads it from the page, and the printed code beside it.
  expect(qrCodeOfPdfPage(pdfPath)).toBe(verifyUrl);
  const printed = report.verificationCode.match(/.{4}/g)?.join('-') ?? '';
  expect(pdfText(pdfPath)).toContain(printed);

  await withBrowser(
    async ({ context }) => {
      const { page, problems, cspViolations } = await openPage(context);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
      });
      await page.goto(verifyUrl);
      await page.locator('#verify-status').waitFor();
      // Signed out: nothing of a session in this browser.
      expect(await page.evaluate(() => localStorage.getItem('ohp.accessToken'))).toBeNull();
      expect(await page.locator('h1').textContent()).toBe('Verificação de relatório');
      expect(await text(page, 'verify-status')).toContain('Emitido');
      expect(await text(page, 'verify-code')).toBe(printed);
      expect(await text(page, 'verify-field-status')).toBe('Emitido');
      expect(await text(page, 'verify-field-issued')).toMatch(/^\d\d\/\d\d\/\d{4},? \d\d:\d\d$/);
      expect(await text(page, 'verify-field-domain')).toBe('Ruído');
      expect(await text(page, 'verify-field-norm')).toMatch(/NR-15|NHO-01/);
      expect(await text(page, 'verify-field-evaluator')).toBe('Joana Verificadora');
      expect(await text(page, 'verify-field-registration')).toBe('CREA-SP 5061234567');
      expect(await text(page, 'verify-field-company')).toBe('Metalúrgica Verifica Ltda');
      expect(await text(page, 'verify-field-sha256')).toBe(sha256(bytes));
      expect(await text(page, 'verify-field-signature')).toBe('Não assinado digitalmente');
      expect(await page.locator('#verify-field-revoked').count()).toBe(0);
      // Nothing else: no ids, no e-mail.
      const body = await page.locator('body').textContent();
      for (const secret of [saved.measurementId, report.id, demo.email]) expect(body).not.toContain(secret);
      await noSidewaysScroll(page);
      await page.screenshot({ path: join(screenshots, 'verify-page-390-dark.png'), fullPage: true });
      expect(await axeFindings(page, 'verify dark')).toEqual([]);

      // The stored copy, dropped: it matches. One byte changed (still a PDF): refused. A text file: not a PDF.
      await dropFile(page, bytes, 'relatorio.pdf');
      expect(await verdict(page, 'relatorio.pdf')).toContain('Confere');
      expect(await page.locator('#verify-verdict .verdict-ok').count()).toBe(1);
      const modified = Buffer.from(bytes);
      const at = Math.floor(modified.length / 2);
      modified[at] = (modified[at] ?? 0) ^ 0x01;
      await page
        .locator('#verify-file')
        .setInputFiles({ name: 'alterado.pdf', mimeType: 'application/pdf', buffer: modified });
      expect(await verdict(page, 'alterado.pdf')).toContain('Não confere');
      expect(await page.locator('#verify-verdict .verdict-error').count()).toBe(1);
      await page
        .locator('#verify-file')
        .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é um PDF') });
      expect(await verdict(page, 'notas.txt')).toContain('não é um arquivo PDF');
      expect(sent).toEqual([]);
      await noSidewaysScroll(page);

      // The light theme, with a verdict showing.
      await page.locator('#verify-theme').click();
      await page.locator('html[data-theme="light"]').waitFor();
      await page.screenshot({ path: join(screenshots, 'verify-page-390-light.png'), fullPage: true });
      expect(await axeFindings(page, 'verify light')).toEqual([]);

      // Another language, chosen on the page.
      await page.locator('#verify-language').selectOption('en');
      await page.locator('h1', { hasText: 'Report verification' }).waitFor();
      expect(await text(page, 'verify-field-domain')).toBe('Noise');
      await page.locator('#verify-language').selectOption('es');
      await page.locator('h1', { hasText: 'Verificación de informe' }).waitFor();
      await page.locator('#verify-language').selectOption('pt-BR');

      // The owner revokes it: the page says so, with the date; the stored copy still matches, with the warning.
      const revoked = await page.request.post(`${baseUrl}/api/reports/${report.id}/revoke`, {
        headers: saved.headers,
      });
      expect(revoked.status()).toBe(200);
      await page.reload();
      await page.locator('#verify-status').waitFor();
      expect(await text(page, 'verify-status')).toMatch(/Revogado[\s\S]*revogado em \d\d\/\d\d\/\d{4}/);
      expect(await text(page, 'verify-field-status')).toBe('Revogado');
      expect(await text(page, 'verify-field-revoked')).toMatch(/^\d\d\/\d\d\/\d{4},? \d\d:\d\d$/);
      await dropFile(page, bytes, 'relatorio.pdf');
      expect(await verdict(page, 'relatorio.pdf')).toContain('revogado em');
      await page.screenshot({ path: join(screenshots, 'verify-page-390-revoked-light.png'), fullPage: true });
      expect(await axeFindings(page, 'verify revoked light')).toEqual([]);
      await page.locator('#verify-theme').click();
      await page.locator('html[data-theme="dark"]').waitFor();
      expect(await axeFindings(page, 'verify revoked dark')).toEqual([]);

      // An unknown code of the right shape, and garbage: "not found", no facts.
      const unknown = report.verificationCode.startsWith('0')
        ? `1${report.verificationCode.slice(1)}`
        : `0${report.verificationCode.slice(1)}`;
      for (const path of [`/verify/${unknown}`, '/verify/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/verify/']) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('h1', { hasText: 'Código não encontrado' }).waitFor();
        expect(await page.locator('#verify-status').count()).toBe(0);
        await noSidewaysScroll(page);
      }
      await page.screenshot({ path: join(screenshots, 'verify-page-390-not-found.png'), fullPage: true });
      expect(await axeFindings(page, 'verify not found')).toEqual([]);
      expect(cspViolations).toEqual([]);
      // The unknown code's lookup answers 404, which the browser logs.
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    },
    { width: 390, height: 844 },
  );
});

it('a signed report says "assinado por"; too many look-ups and a failed network each have a message and a retry', async () => {
  await withBrowser(
    async ({ context }) => {
      const { page, cspViolations } = await openPage(context);
      const signed = {
        status: 'issued',
        issuedAt: '2026-03-10T12:00:00.000Z',
        revokedAt: null,
        domain: 'heat',
        norm: 'NR-15 Anexo 3',
        evaluatorName: 'Maria da Silva',
        evaluatorRegistration: null,
        company: null,
        sha256: 'ab'.repeat(32),
        signedBy: 'MARIA DA SILVA',
      };
      // The answers the server would give (the API's own tests cover the server side).
      const answers = [
        { status: 429, body: { error: 'Muitas tentativas' } },
        { status: 200, body: { data: signed } },
      ];
      await page.route('**/api/verify/**', (route) => {
        const answer = answers.shift();
        if (!answer) return route.abort('failed');
        return route.fulfill({ status: answer.status, json: answer.body });
      });
      await page.goto(`${baseUrl}/verify/ABCD-EFGH-JKMN-PQRS`);
      await page.locator('#verify-message', { hasText: 'Muitas consultas' }).waitFor();
      expect(await axeFindings(page, 'verify too many')).toEqual([]);
      await page.getByRole('button', { name: 'Tentar de novo' }).click();
      await page.locator('#verify-status').waitFor();
      expect(await text(page, 'verify-field-signature')).toBe('Assinado por MARIA DA SILVA');
      expect(await text(page, 'verify-field-domain')).toBe('Calor');
      expect(await text(page, 'verify-field-company')).toBe('Não informado');
      await page.reload();
      await page.locator('#verify-message', { hasText: 'Não foi possível consultar' }).waitFor();
      await noSidewaysScroll(page);
      expect(cspViolations).toEqual([]);
    },
    { width: 390, height: 844 },
  );
});
