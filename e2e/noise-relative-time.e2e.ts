import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { noiseOutput, pdfText } from './support/noise-files';
import { signIn } from './support/session';

// A samples CSV timed in seconds from its start has no date. In a browser in Brazil its 0 was shown
// through the clock as "31/12/1969 21:00": in the header, the chart, the clippings and the report.
// Everything now reads times from the file's start, and a clipping is typed as one.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

/** 2 h at 85 dB(A) a second, then 15 min at 95 dB(A), times in seconds from the start. */
function relativeCsv(): string {
  const rows = ['time;LAeq'];
  for (let s = 0; s < 8100; s++) rows.push(`${s};${s < 7200 ? '85,0' : '95,0'}`);
  mkdirSync(noiseOutput, { recursive: true });
  const path = join(noiseOutput, 'seconds-from-start.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

it('a CSV timed from its start: period, clippings and report in times from the start, no 1969', {
  timeout: 180_000,
}, async () => {
  const file = relativeCsv();
  await withBrowser(
    async ({ context }) => {
      const { page, problems } = await openPage(context);
      expect(await page.evaluate(() => new Date(0).getHours())).toBe(21);
      await signIn(page, baseUrl, demo, '/measurements-list/dosimetro-v2');
      await page.getByTestId('measurement-list').waitFor();
      await page.getByTestId('open-file-input').setInputFiles(file);
      await page.getByTestId('noise-viewer').waitFor();
      await page.locator('[data-testid="level-chart"][data-rendered]').waitFor();
      expect(await page.getByTestId('viewer-period').textContent()).toBe(
        '00:00 a 02:15 desde o início do arquivo',
      );

      // The last quarter hour, typed as time from the start, is clipped out: 2 h at 85 dB(A) remain.
      await page.getByLabel('Início', { exact: true }).fill('02:00');
      await page.getByLabel('Fim', { exact: true }).fill('02:15:00');
      await page.getByTestId('add-clipping').click();
      const row = page.getByTestId('clipping-row');
      await row.waitFor();
      expect(await row.textContent()).toContain('02:00:00');
      expect(await row.textContent()).toContain('02:15:00');
      await expect.poll(() => page.getByTestId('value-clippedMin-nr15').textContent()).toBe('15,0');
      await expect.poll(() => page.getByTestId('value-lavg-nr15').textContent()).toBe('85,0');

      await page.getByTestId('form-employee').fill('Maria da Silva');
      const download = page.waitForEvent('download');
      await page.getByTestId('generate-pdf').click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe('noise-report-csv.pdf');
      const pdfPath = join(noiseOutput, 'noise-report-relative.pdf');
      await saved.saveAs(pdfPath);
      expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdfPath);
      expect(text).not.toMatch(/1969|1970/);
      expect(text).toContain('00:00:00 desde o início do arquivo');
      expect(text).toContain('02:15:00 desde o início do arquivo');
      expect(text).toContain('Tempo desde o início');
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    },
    undefined,
    { timezoneId: 'America/Sao_Paulo' },
  );
});
