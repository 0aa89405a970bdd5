import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { doseMaxV2File, expectedNr15, noiseOutput, pdfPages, pdfText, ptBr } from './support/noise-files';
import { signIn } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));

const hour = 3_600_000;

async function closeAlert(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** Screenshot of the whole viewer: the page never scrolls as a whole, so a tall viewport shows it all. */
async function viewerScreenshot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: 1440, height: 3600 });
  await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
  await page.screenshot({ path: join(screenshots, name) });
  await page.setViewportSize(size);
}

it('DoseMax V2: open a file, clip, fill the form, PDF, save, list, reopen, rename, delete', {
  timeout: 240_000,
}, async () => {
  const file = doseMaxV2File();
  const original = expectedNr15(file.text);
  const clipStart = original.startMs + hour; // 08:00:00 on the device clock
  const clipped = expectedNr15(file.text, [{ startMs: clipStart, endMs: clipStart + hour / 2 }]);
  expect(clipped.result.dosePct).toBeLessThan(original.result.dosePct);

  await withBrowser(
    async ({ context }) => {
      const { page, problems, cspViolations } = await openPage(context);
      // The demo user has no company logo: GET /api/user/company-logo answers 404 and the report has
      // none. Every other failed request is a problem.
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().endsWith('/api/user/company-logo'))
          failed.push(`${r.status()} ${r.url()}`);
      });
      const documentAnswer = await page.request.get(`${baseUrl}/`);
      // The PDF is made under the production CSP, which forbids eval/new Function.
      expect(documentAnswer.headers()['content-security-policy']).toContain("script-src 'self'");
      await signIn(page, baseUrl, demo, '/measurements-list/dosimetro-v2');
      await page.getByTestId('measurement-list').waitFor();

      // Open the file from the list: the V2 viewer shows it, unsaved.
      await page.getByTestId('open-file-input').setInputFiles(file.path);
      await page.getByTestId('noise-viewer').waitFor();
      expect(new URL(page.url()).pathname).toBe('/measurement/dosimetro-v2/new');
      await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
      const dose = page.getByTestId('value-dosePct-nr15');
      expect(await dose.textContent()).toBe(ptBr(original.result.dosePct));
      expect(await page.getByTestId('value-lavg-nr15').textContent()).toBe(ptBr(original.result.lavg));
      expect(await page.getByTestId('value-peaksAbove115-nr15').textContent()).toBe(
        String(original.result.peaksAbove115),
      );
      expect(await page.getByTestId('judgement').textContent()).toBe('Acima do limite de exposição');
      // Audio events are listed; playing needs the device.
      await page.getByTestId('audio-unavailable').waitFor();

      // Dragging on the chart selects a period: it fills start and end.
      await page.getByTestId('select-on-chart').click();
      const chart = page.getByTestId('level-chart');
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart box');
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5, { steps: 8 });
      await page.mouse.up();
      await expect
        .poll(() => page.getByLabel('Início', { exact: true }).inputValue())
        .toMatch(/^\d\d:\d\d:\d\d$/);
      expect(await page.getByLabel('Fim', { exact: true }).inputValue()).toMatch(/^\d\d:\d\d:\d\d$/);
      await page.getByTestId('select-on-chart').click();

      // Clipping the whole measurement is refused.
      await page.getByLabel('Início', { exact: true }).fill('07:00:00');
      await page.getByLabel('Fim', { exact: true }).fill('23:00:00');
      await page.getByTestId('add-clipping').click();
      expect(await closeAlert(page, 'Atenção')).toContain('Não é permitido recortar todo o intervalo');
      expect(await page.getByTestId('clipping-row').count()).toBe(0);

      // A half-hour clip with an observation: the results change at once.
      await page.getByLabel('Início', { exact: true }).fill('08:00:00');
      await page.getByLabel('Fim', { exact: true }).fill('08:30:00');
      await page.getByLabel('Observação', { exact: true }).fill('Pausa para café fora do posto');
      await page.getByTestId('add-clipping').click();
      await page.getByTestId('clipping-row').waitFor();
      expect(await page.getByTestId('clipping-total').textContent()).toBe('Total de recortes: 1');
      await expect.poll(() => dose.textContent()).toBe(ptBr(clipped.result.dosePct));
      expect(await page.getByTestId('value-clippedMin-nr15').textContent()).toBe(ptBr(30));

      // The form: a bad date is refused with the translated message, then corrected.
      await page.getByTestId('form-employee').fill('Maria da Silva');
      await page.getByTestId('form-company').fill('Metalúrgica Exemplo Ltda');
      await page.getByTestId('form-sector').fill('Estamparia');
      await page.getByTestId('form-functionGhe').fill('Operadora de prensa');
      await page.getByTestId('form-evaluatorName').fill('João Higienista');
      await page.getByTestId('form-assessmentDate').fill('31/02/2026');
      await page.getByTestId('form-protectorNrrsf').fill('abc');
      await page.getByTestId('generate-pdf').click();
      await closeAlert(page, 'Erro');
      await page.getByText('Informe uma data válida no formato dd/mm/aaaa').waitFor();
      await page.getByText('O valor deve ser um número').waitFor();
      await page.getByTestId('form-assessmentDate').fill('10/03/2026');
      await page.getByTestId('form-protectorNrrsf').fill('18');
      // The annotation grows with its text from 3 to 12 lines, then scrolls (sized by the browser).
      const annotation = page.getByTestId('form-annotation');
      const height = () => annotation.evaluate((el) => el.getBoundingClientRect().height);
      const lines = (n: number) => Array.from({ length: n }, (_, i) => `Linha ${i + 1}`).join('\n');
      await annotation.fill('');
      const empty = await height();
      await annotation.fill(lines(6));
      const six = await height();
      await annotation.fill(lines(40));
      const forty = await height();
      expect(six).toBeGreaterThan(empty * 1.5);
      expect(forty).toBeGreaterThan(six * 1.6);
      expect(forty).toBeLessThan(six * 2.4);
      expect(await annotation.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
      await annotation.fill('Medição na jornada normal.\nProtetor em uso durante toda a jornada.');

      const download = page.waitForEvent('download');
      await page.getByTestId('generate-pdf').click();
      const pdfPath = join(noiseOutput, 'noise-report.pdf');
      await (await download).saveAs(pdfPath);
      const bytes = readFileSync(pdfPath);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdfPath);
      expect(text).toContain('Maria da Silva');
      expect(text).toContain(`${ptBr(clipped.result.dosePct)} %`);
      expect(text).toContain('Pausa para café fora do posto');
      pdfPages(pdfPath, 'noise-report-page');
      expect(cspViolations).toEqual([]);

      await viewerScreenshot(page, 'noise-viewer-dark.png');
      await page.getByTestId('theme-switch').click();
      await viewerScreenshot(page, 'noise-viewer-light.png');
      await page.getByTestId('theme-switch').click();

      // Save: measurement, state and PDF; the route becomes the saved measurement's.
      const description = `Prensa 3 — ${Date.now()}`;
      await page.getByTestId('save-description').fill(description);
      await page.getByTestId('save-measurement').click();
      expect(await closeAlert(page, 'Sucesso')).toContain('Medição e relatório salvos');
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(/^\/measurement\/dosimetro-v2\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split('/').pop() as string;
      await page.getByTestId('saved-reports').waitFor();

      // The list finds it; opening it restores the clipping and the form.
      await page.goto(`${baseUrl}/measurements-list/dosimetro-v2`);
      await page.getByTestId('list-search').fill(description.slice(0, 12));
      const row = page.getByTestId('list-row').filter({ hasText: description });
      await row.waitFor();
      await row.getByTestId('list-open').click();
      await page.getByTestId('noise-viewer').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/measurement/dosimetro-v2/${id}`);
      await page.getByTestId('clipping-row').waitFor();
      expect(await page.getByTestId('clipping-row').textContent()).toContain('Pausa para café fora do posto');
      expect(await page.getByTestId('value-dosePct-nr15').textContent()).toBe(ptBr(clipped.result.dosePct));
      expect(await page.getByTestId('form-employee').inputValue()).toBe('Maria da Silva');
      expect(await page.getByTestId('form-assessmentDate').inputValue()).toBe('10/03/2026');

      // Rename, then delete with confirmation.
      await page.goto(`${baseUrl}/measurements-list/dosimetro-v2`);
      const renamed = `${description} (revisada)`;
      const listed = page.getByTestId('list-row').filter({ hasText: description });
      await listed.getByRole('button', { name: 'Renomear' }).click();
      await page.getByTestId('rename-input').fill(renamed);
      await page.getByTestId('rename-save').click();
      await page.getByTestId('list-row').filter({ hasText: renamed }).waitFor();
      await page
        .getByTestId('list-row')
        .filter({ hasText: renamed })
        .getByRole('button', { name: 'Excluir' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Excluir medição' });
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await page.getByTestId('list-row').filter({ hasText: renamed }).waitFor({ state: 'detached' });
      const gone = await page.request.get(`${baseUrl}/api/measurements/${id}`, {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('ohp.accessToken'))}`,
        },
      });
      expect(gone.status()).toBe(404);
      expect(failed).toEqual([]);
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    },
    { width: 1440, height: 900 },
  );
});
