import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurementPagePath, VirtualDevice } from '@ohp/devices';
import { renderPdf } from '@ohp/reports/render/node';
import { makeTestCertificates } from '@ohp/reports/signing/test-certificates';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { axeFindings } from './support/axe';
import { openPage, withBrowser } from './support/browser';
import { signIn, storageKeys } from './support/session';

// "Assinar" in Chromium (docs/reports.md "Signing in the browser"): a saved report signed with a
// legacy 3DES/RC2 .pfx made by the test, the key never sent, the stored file valid for pdfsig and
// the verification answering the signer and the new SHA-256; refusals translated; revoked reports
// offer no signing.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

/** Saves a measurement and a report through the API, as the signed-in page. */
async function savedReport(page: Page, pdf: Buffer) {
  const device = new VirtualDevice('dosePro');
  const record = device.records[0];
  if (!record) throw new Error('no emulated record');
  const saved = await page.evaluate(
    async ({ text, pdf, key }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem(key) ?? ''}` };
      const measurement = new FormData();
      measurement.append('fileName', 'shift.txt');
      measurement.append('description', `Assinatura ${Date.now()}`);
      measurement.append('file', new Blob([text], { type: 'text/plain' }), 'shift.txt');
      const m = await (
        await fetch('/api/measurements', { method: 'POST', body: measurement, headers })
      ).json();
      const report = new FormData();
      report.append('title', 'Relatório de ruído');
      report.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'r.pdf');
      const r = await (
        await fetch(`/api/measurements/${m.data.id}/reports`, { method: 'POST', body: report, headers })
      ).json();
      return { measurement: m.data, report: r.data };
    },
    { text: record.text, pdf: [...pdf], key: storageKeys.accessToken },
  );
  return saved as {
    measurement: { id: string; family: Parameters<typeof measurementPagePath>[0] };
    report: { id: string; verificationCode: string };
  };
}

it('signs a saved report in Chromium with a legacy .pfx; the key never leaves the page', {
  timeout: 240_000,
}, async () => {
  const certs = await makeTestCertificates();
  const legacyPath = join(certs.dir, 'legacy.p12');
  const expiredPath = join(certs.dir, 'expired.p12');
  writeFileSync(expiredPath, certs.expired);
  const pdf = await renderPdf({ content: ['Relatório de ruído para assinar'] }, { language: 'pt-BR' });

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await signIn(page, baseUrl, demo);
    const { measurement, report } = await savedReport(page, pdf);
    // Every request body from here on (the app's own calls too: preferences, token refresh).
    const sent: Array<{ url: string; body: Buffer }> = [];
    page.on('request', (request) => {
      sent.push({ url: request.url(), body: request.postDataBuffer() ?? Buffer.alloc(0) });
    });
    const signatureUploads = () => sent.filter((r) => r.url.endsWith('/signature'));
    await page.goto(`${baseUrl}${measurementPagePath(measurement.family, 'noise', measurement.id)}`);
    const list = page.getByTestId('saved-reports');
    await list.waitFor();
    await list.getByTestId('report-sign').click();
    const dialog = page.getByTestId('sign-report-dialog');
    await dialog.waitFor();
    expect(await axeFindings(page, 'sign dialog')).toEqual([]);

    const file = page.locator('input[type="file"]').last();
    const password = page.getByLabel('Senha do certificado');
    const submit = dialog.getByTestId('sign-submit');
    const alert = dialog.getByRole('alert');

    // Wrong password, then an expired certificate: translated, nothing sent.
    await file.setInputFiles(legacyPath);
    await password.fill('senha-errada');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Senha do certificado incorreta.');
    await file.setInputFiles(expiredPath);
    await password.fill(certs.password);
    await submit.click();
    await expect.poll(() => alert.textContent()).toContain('O certificado venceu em 2021-01-01');
    expect(signatureUploads()).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(screenshots, 'report-sign-dialog-390.png') });
    await page.setViewportSize({ width: 1366, height: 800 });

    // The legacy 3DES/RC2 file and its password: signed here, uploaded, "assinado por".
    await file.setInputFiles(legacyPath);
    await submit.click();
    await expect
      .poll(() => page.getByTestId('report-signed-message').textContent(), { timeout: 60_000 })
      .toBe('Relatório assinado por ANA SOUZA.');
    await expect
      .poll(() => list.getByTestId('report-signed-by').textContent())
      .toContain('assinado por ANA SOUZA');
    await list.screenshot({ path: join(screenshots, 'report-signed-list.png') });
    expect(await axeFindings(page, 'signed list')).toEqual([]);

    // One upload left the page: the signed PDF; no request carried the password or the .pfx.
    const pfx = readFileSync(legacyPath);
    expect(signatureUploads()).toHaveLength(1);
    for (const { body } of sent) {
      expect(body.includes(Buffer.from(certs.password))).toBe(false);
      expect(body.includes(pfx.subarray(100, 164))).toBe(false);
    }

    const stored = Buffer.from(
      await page.evaluate(
        async ({ url, key }) => {
          const answer = await fetch(url, {
            headers: { authorization: `Bearer ${localStorage.getItem(key) ?? ''}` },
          });
          return [...new Uint8Array(await answer.arrayBuffer())];
        },
        {
          url: `/api/measurements/${measurement.id}/reports/${report.id}`,
          key: storageKeys.accessToken,
        },
      ),
    );
    expect(stored.subarray(0, pdf.length).equals(pdf)).toBe(true);
    const storedPath = join(certs.dir, 'stored.pdf');
    writeFileSync(storedPath, stored);
    const checked = pdfsig(storedPath);
    expect(checked).toContain('Signature Type: ETSI.CAdES.detached');
    expect(checked).toContain('Signature Validation: Signature is Valid.');
    const tampered = Buffer.from(stored);
    tampered[100] = (tampered[100] as number) ^ 1;
    writeFileSync(join(certs.dir, 'tampered.pdf'), tampered);
    expect(pdfsig(join(certs.dir, 'tampered.pdf'))).not.toContain('Signature is Valid.');
    const verified = (
      await (await page.request.get(`${baseUrl}/api/verify/${report.verificationCode}`)).json()
    ).data;
    expect(verified).toMatchObject({ status: 'issued', signedBy: 'ANA SOUZA', sha256: sha256(stored) });

    // Revoked: the list says so and offers no signing.
    const revoked = await page.evaluate(
      async ({ url, key }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${localStorage.getItem(key) ?? ''}` },
          })
        ).status,
      { url: `/api/reports/${report.id}/revoke`, key: storageKeys.accessToken },
    );
    expect(revoked).toBe(200);
    await page.reload();
    await list.getByTestId('report-revoked').waitFor();
    expect(await list.getByTestId('report-sign').count()).toBe(0);
    // The whole viewer shown (the list comes first) and the light theme applied before axe reads colours.
    await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
    await page.getByTestId('theme-switch').click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
    expect(await axeFindings(page, 'revoked list, light')).toEqual([]);
    await page.getByTestId('theme-switch').click();
    expect(cspViolations).toEqual([]);
    expect(problems.filter((p) => !/company-logo|404/.test(p))).toEqual([]);
  });
});
