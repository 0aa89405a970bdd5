import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCo2, VirtualDevice } from '@ohp/devices';
import { computeCo2Exposure } from '@ohp/exposure';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { shoot } from './support/device-emulator';
import { pdfText } from './support/noise-files';
import { pdfAttachments } from './support/pdf-attachments';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const output = fileURLToPath(new URL('../test-output/co2/', import.meta.url));

const ptBr = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 0 });

// Issue 12's check, as a user does it: the demo CO2Pro, read a record, fill the report form, save it
// (POST co2pro), find it in /measurements-list/co2pro, reopen it (GET co2pro/file/{id} first) and
// read the PDF back. The mean expected is computed here by @ohp/exposure from the emulator's record.
it('demo CO2Pro: read, report form, saved, listed, reopened, PDF read back', {
  timeout: 240_000,
}, async () => {
  const record = new VirtualDevice('co2Pro').records[0];
  if (!record) throw new Error('The emulated CO2Pro has no record');
  const input = readCo2(record.text);
  if (!input.ok) throw new Error(input.reason.key);
  const expected = computeCo2Exposure(input.data.series, {});
  const employee = `Ana Lima ${Date.now()}`;

  await withBrowser(async ({ context }) => {
    const { page, problems, cspViolations } = await openPage(context);
    await signIn(page, baseUrl, demo, '/access-device');
    await page.getByTestId('demo-device').locator('input:not([type="hidden"])').first().click();
    await page.getByRole('option', { name: 'CO2Pro', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar demonstração' }).click();
    const card = page.getByTestId('connected-device').filter({ hasText: 'CO2Pro' });
    await card.getByRole('link', { name: 'Ver registros' }).click();

    // "Save to cloud" on the record list: POST co2pro with SPEC §3's report payload (the viewer's
    // defaults: both standards, projection on), not the generic measurements call.
    await page
      .getByTestId('record-row')
      .first()
      .getByRole('button', { name: /na nuvem$/ })
      .click();
    const cloudSaved = page.getByTestId('cloud-saved');
    await cloudSaved.waitFor({ timeout: 30_000 });
    const href = await cloudSaved.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/measurement\/co2pro\/[0-9a-f-]{36}$/);
    // What the server keeps of the payload (GET co2pro/{id}): the report fields were sent.
    const token = await page.evaluate(() => localStorage.getItem('ohp.accessToken'));
    const answer = await page.request.get(`${baseUrl}/api/co2pro/${href?.split('/').pop()}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    const item = (
      (await answer.json()) as {
        data: { serialNumber: string; description: string; report: Record<string, unknown> };
      }
    ).data;
    expect(item.report).toMatchObject({ norm: 'both', notProject: false, season: 'summer' });
    expect(item.description).toMatch(/^CO2Pro /);
    expect(item.serialNumber).toBe(new VirtualDevice('co2Pro').serialNumber);

    await page
      .getByTestId('record-row')
      .first()
      .getByRole('button', { name: /^Ler registro/ })
      .click();

    const viewer = page.getByTestId('co2-viewer');
    await viewer.waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="co2-level-chart"][data-rendered]').waitFor();
    expect(await page.getByTestId('co2-summary').textContent()).toContain(`${ptBr(expected.meanPpm)} ppm`);

    await page.getByTestId('co2-form-employeeName').fill(employee);
    await page.getByTestId('co2-form-employeeCompanyName').fill('Vinícola Serra S.A.');
    await page.getByTestId('co2-form-measurerName').fill('Rui Avaliador');
    await page.getByTestId('co2-form-journeyTime').fill('08:00');
    await page.getByTestId('co2-form-annotation').fill('Fermentação em curso\nPortas fechadas');
    await page.getByTestId('co2-form-description').fill(`Adega ${employee}`);
    await page.getByTestId('co2-save').click();
    await page.waitForURL(/\/measurement\/co2pro\/[0-9a-f-]{36}$/, { timeout: 30_000 });

    await page.goto(`${baseUrl}/measurements-list/co2pro`);
    const row = page.getByTestId('list-row').filter({ hasText: `Adega ${employee}` });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(employee);
    const fileAnswer = page.waitForResponse((r) => /\/api\/co2pro\/file\//.test(r.url()));
    await row.getByTestId('list-open').click();
    expect((await fileAnswer).status()).toBe(200);
    await page.getByTestId('co2-viewer').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('co2-form-employeeName').inputValue()).toBe(employee);
    expect(await page.getByTestId('co2-form-journeyTime').inputValue()).toBe('480');

    const download = page.waitForEvent('download');
    await page.getByTestId('co2-generate-pdf').click();
    mkdirSync(output, { recursive: true });
    const pdfPath = join(output, 'co2-report.pdf');
    await (await download).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdfPath);
    expect(text).toContain(employee);
    expect(text).toContain('Vinícola Serra S.A.');
    expect(text).toContain('CO2Pro');
    expect(text).toContain('Fermentação em curso');
    expect(text).toContain(`${ptBr(expected.meanPpm)} ppm`);
    // The evidence inside is the file as saved: taken from GET co2pro/file's answer, which the viewer
    // read without its text and parses only now, for the report.
    expect([...pdfAttachments(pdfPath).values()]).toContain(record.text);
    await shoot(page, 'co2-viewer-saved');
    // Usable at 390 px: nothing wider than the screen, the chart drawn.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="co2-level-chart"][data-rendered]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'co2-viewer-390');
    expect(cspViolations).toEqual([]);
    // The demo user has no company logo: GET /api/user/company-logo answers 404 and the report has none.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
