import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dosimeterCriteriaOverrides, formatDoseMaxV2, generateNoiseShift, loadNoiseFile } from '@ohp/devices';
import { computeNoiseExposureByDay, resolveCriteria } from '@ohp/exposure';
import { expect, inject, it } from 'vitest';
import { axeFindings } from './support/axe';
import { openPage, withBrowser } from './support/browser';
import { pdfText, ptBr } from './support/noise-files';
import { signIn } from './support/session';

// Issue 28: a record longer than 24 h opened in a viewer shows its results per calendar day, the
// worst day marked and judged. The expected days are computed here with the packages (the same
// maths as `ohp analyze noise`), independently of the web code.

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));

it('a 2-day DoseMax V2 record: the noise viewer’s results per day, worst day judged, at 390 px too', {
  timeout: 300_000,
}, async () => {
  // The emulator's DoseMax V2 shift generator run for 48 h (10-s intervals keep the file small).
  const text = formatDoseMaxV2(
    generateNoiseShift({
      seed: 28,
      serialNumber: '2409000310AA',
      firmware: '3.0.2',
      format: 'v2',
      start: '2026-05-04T00:00:00',
      durationSeconds: 2 * 86_400,
      intervalSeconds: 10,
      bands: 'none',
      baseLevel: 84,
    }),
  );
  const path = join(mkdtempSync(join(tmpdir(), 'ohp-long-e2e-')), 'dosemax-v2-2d.txt');
  writeFileSync(path, text);
  const loaded = loadNoiseFile(text);
  if (!loaded.ok || !loaded.data.record) throw new Error('The 2-day record does not parse');
  // The record is set to q = 5: the viewer opens it under NR-15 with the device's own criteria.
  expect(loaded.data.record.configuration.exchangeRate).toBe(5);
  const byDay = computeNoiseExposureByDay(
    loaded.data.series,
    resolveCriteria('nr15', dosimeterCriteriaOverrides(loaded.data.record)),
  );
  if (!byDay) throw new Error('The record is not longer than a day');
  expect(byDay.days.map((d) => d.date)).toEqual(['2026-05-04', '2026-05-05']);
  const shown = (date: string) => date.split('-').reverse().join('/');
  const worst = byDay.days[byDay.worst];
  if (!worst?.date || !worst.result.judgement) throw new Error('No worst day');
  const worstDate = worst.date;

  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/measurements-list/dosimetro-v2');
    await page.getByTestId('measurement-list').waitFor();
    await page.getByTestId('open-file-input').setInputFiles(path);
    await page.getByTestId('noise-viewer').waitFor({ timeout: 120_000 });
    const section = page.getByTestId('noise-days-nr15');
    await section.waitFor({ timeout: 120_000 });
    const table = section.getByRole('table', {
      name: 'Resultados de cada um dos 2 dias do registro · NR-15 Anexo 1',
    });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    for (const [i, d] of byDay.days.entries()) {
      const cells = rows.nth(i).locator('th, td');
      expect(await cells.nth(0).textContent()).toBe(
        i === byDay.worst ? `${shown(d.date as string)}Pior dia` : shown(d.date as string),
      );
      expect(await cells.nth(1).textContent()).toBe(`${ptBr(d.result.projectedWorkdayDosePct)} %`);
      expect(await cells.nth(3).textContent()).toBe(`${ptBr(d.result.nen)} dB(A)`);
    }
    expect(await rows.nth(byDay.worst).getAttribute('data-worst')).toBe('true');
    const judgement = { above_limit: 'Acima do limite de exposição', uncertainty: 'Região de incerteza' }[
      worst.result.judgement as 'above_limit' | 'uncertainty'
    ];
    expect(await section.getByTestId('worst-day').textContent()).toContain(
      `Pior dia: ${shown(worstDate)} — ${judgement ?? ''}`,
    );
    // The cards are the worst day's (the report's figures), named above them.
    expect(await page.getByTestId('noise-cards-worst-day').textContent()).toContain(
      `Resultados do pior dia, ${shown(worstDate)} (um registro de 2 dias`,
    );
    const card = async (key: string) =>
      (await page.getByTestId(`summary-${key}`).textContent())?.replace(/\s/g, ' ');
    expect(await card('projectedWorkdayDose')).toBe(`${ptBr(worst.result.projectedWorkdayDosePct)} %`);
    expect(await card('dose')).toBe(`${ptBr(worst.result.dosePct)} %`);
    expect(await page.getByTestId('noise-table-whole-record').textContent()).toContain(
      'Registro inteiro (2 dias)',
    );
    expect(await axeFindings(page, 'results per day')).toEqual([]);
    await section.screenshot({ path: join(screenshots, 'noise-days.png') });

    // The PDF made in the browser reports the worst day's NR-15 figures and lists the days, as
    // `ohp report noise` does.
    const download = page.waitForEvent('download');
    await page.getByTestId('generate-pdf').click();
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'ohp-long-e2e-')), 'noise-2d.pdf');
    await (await download).saveAs(pdfPath);
    const pdf = pdfText(pdfPath).replace(/\s+/g, ' ');
    expect(pdf).toContain('Resultados por dia');
    expect(pdf).toContain(`${ptBr(worst.result.projectedWorkdayDosePct)} %`);
    expect(pdf).toContain(`${shown(worstDate)}`);

    // At 390 px the table scrolls inside its card; the page itself never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    const widths = await section.evaluate((el) => ({
      page: document.documentElement.scrollWidth,
      card: el.getBoundingClientRect().width,
      table: el.querySelector('table')?.scrollWidth ?? 0,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.card).toBeLessThanOrEqual(390);
    expect(widths.table).toBeGreaterThan(widths.card);
    await section.screenshot({ path: join(screenshots, 'noise-days-390.png') });
    expect(problems).toEqual([]);
  });
});

it('a 2-day CO2Pro record: the CO2 viewer’s results per day, the day above a limit judged the worst', {
  timeout: 180_000,
}, async () => {
  // 1-h registers from 2024-02-01 12:00: day 1 12 at 1,000 ppm (TWA Σ Ci·ti / 480 = 1,000·720/480 =
  // 1,500 ppm), day 2 24 at 2,000 ppm (2,000·1,440/480 = 6,000 ppm, above the 5,000 ppm TLV-TWA).
  const lines = ['z;5;24060002208A;1.0', 'a;2024-02-01;12:00:00;3600;36', 'c;24060002208A'];
  for (let i = 0; i < 36; i++) lines.push(`d;${i * 3600};${i < 12 ? 1000 : 2000};22.5;50`);
  const path = join(mkdtempSync(join(tmpdir(), 'ohp-long-e2e-')), 'co2pro-2d.txt');
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);

  await withBrowser(async ({ context }) => {
    const { page, problems } = await openPage(context);
    await signIn(page, baseUrl, demo, '/measurements-list/co2pro');
    await page.getByTestId('measurement-list').waitFor();
    await page.getByTestId('open-file-input').setInputFiles(path);
    const section = page.getByTestId('co2-days');
    await section.waitFor({ timeout: 120_000 });
    const rows = section.locator('tbody tr');
    const texts = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)),
    );
    expect(texts).toEqual([
      ['01/02/2024', '1.000 ppm', '1.000 ppm', '1.500 ppm', 'Dentro dos limites'],
      ['02/02/2024Pior dia', '2.000 ppm', '2.000 ppm', '6.000 ppm', 'Acima de um limite'],
    ]);
    expect(await section.getByTestId('worst-day').textContent()).toContain(
      'Pior dia: 02/02/2024 — Acima de um limite',
    );
    // The cards and verdicts are the worst day's, as the report's: TWA 6.000 ppm, not the whole
    // record's Σ Ci·ti / 480 = 7.500 ppm, which is no day's figure.
    expect(await page.getByTestId('co2-cards-worst-day').textContent()).toContain(
      'Resultados do pior dia, 02/02/2024 (um registro de 2 dias',
    );
    // (the card joins value and unit with a no-break space)
    const card = async (key: string) =>
      (await page.getByTestId(`summary-${key}`).textContent())?.replace(/\s/g, ' ');
    expect(await card('twa8h')).toBe('6.000 ppm');
    expect(await card('mean')).toBe('2.000 ppm');
    await page.screenshot({ path: join(screenshots, 'co2-days-viewer.png'), fullPage: true });
    expect(await axeFindings(page, 'CO2 results per day')).toEqual([]);

    // The PDF made in the browser reports the worst day, as `ohp report co2` does, and lists the days.
    const download = page.waitForEvent('download');
    await page.getByTestId('co2-generate-pdf').click();
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'ohp-long-e2e-')), 'co2-2d.pdf');
    await (await download).saveAs(pdfPath);
    const text = pdfText(pdfPath).replace(/\s+/g, ' ');
    expect(text).toContain('Resultados por dia');
    expect(text).toContain('Pior dia: 02/02/2024 — Acima de um limite');
    expect(text).toMatch(/01\/02\/2024 1\.000 ppm 1\.000 ppm 1\.500 ppm Dentro dos limites/);
    // The report's TWA is the worst day's (6,000 ppm), not the whole record's (1,667·2,160/480 = 7,500).
    expect(text).toContain('6.000 ppm');
    expect(text).not.toContain('7.500 ppm');
    expect(problems).toEqual([]);
  });
});
