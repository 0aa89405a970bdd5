// A samples CSV timed in seconds from its start has no date: its report writes times from the file's
// start ("01:30:00"), never a clock. Through a clock its 0 read "31/12/1969 21:00:00" in Brazil. The
// zone is set in this process (Node re-reads it when process.env.TZ changes): in UTC a clock and the
// time from the start would read the same, and the test could not fail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeNoiseExposure, NHO01_PRESET, NR15_PRESET, type NoiseSeries } from '@ohp/exposure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../render/node.ts';
import { buildNoiseReport } from './build-noise-report.ts';
import { chartLabels } from './chart-data.ts';
import { levelOverTimeOption } from './chart-options.ts';
import { noiseReportInputFrom } from './from-exposure.ts';
import { noiseReportFormSchema } from './report-form.ts';

const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

// 2 h at 85 dB(A) a second, from second 0 of the file, with 00:30:00–00:45:00 clipped.
function relativeSeries(): NoiseSeries {
  return {
    startMs: 0,
    timeBase: 'relative',
    intervalS: 1,
    laeq: new Float64Array(7200).fill(85),
    excluded: [{ kind: 'clip', startMs: 1_800_000, endMs: 2_700_000, observation: 'Almoço' }],
  } as unknown as NoiseSeries;
}

function inputOf(series: NoiseSeries, language: 'pt-BR' | 'en' = 'pt-BR') {
  return noiseReportInputFrom({
    language,
    generatedAt: new Date(Date.UTC(2026, 10, 30, 12)),
    familyLabel: 'CSV',
    instrument: { model: 'CSV', serialNumber: '' },
    settings: { weightingCurve: 'A', timeWeighting: 'S', thresholdDb: 80, criterionDb: 85, exchangeRate: 5 },
    series,
    results: {
      nr15: computeNoiseExposure(series, NR15_PRESET),
      nho01: computeNoiseExposure(series, NHO01_PRESET),
    },
    form: noiseReportFormSchema.parse({ context: { employee: 'Maria', assessmentDate: '2026-11-30' } }),
  });
}

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ohp-noise-relative-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('a noise record timed from its file start', () => {
  it('the zone is in force (a clock would write its 0 as 31/12/1969 21:00:00)', () => {
    expect(new Date(0).getHours()).toBe(21);
  });

  it('writes its period and clippings as times from the start, with no date', async () => {
    const shown = pdfText(await renderPdf(buildNoiseReport(inputOf(relativeSeries()))));
    expect(shown).not.toMatch(/1969|1970/);
    expect(shown).toContain('00:00:00 desde o início do arquivo');
    expect(shown).toContain('02:00:00 desde o início do arquivo');
    // The sampling sentence, once, and the clipping table's row.
    expect(shown.replace(/\s+/g, ' ')).toContain('(00:00:00 a 02:00:00 desde o início do arquivo)');
    expect(shown).toContain('00:30:00');
    expect(shown).toContain('00:45:00');
    expect(shown).toContain('Tempo desde o início');
  });

  it('draws its level chart in hours and minutes from the start, on whole hours', () => {
    const input = inputOf(relativeSeries(), 'en');
    expect(input.charts.relative).toBe(true);
    const option = levelOverTimeOption(
      input.charts,
      { thresholdDb: 80, criterionDb: 85, clippings: input.clippings },
      { ...chartLabels((k) => k), elapsed: 'Time from start' },
    ) as { useUTC?: boolean; xAxis: { name: string; axisLabel: { formatter: (v: number) => string } } };
    expect(option.useUTC).toBe(true);
    expect(option.xAxis.name).toBe('Time from start');
    expect(option.xAxis.axisLabel.formatter(5_400_000)).toBe('01:30');
    expect(option.xAxis.axisLabel.formatter(94_200_000)).toBe('26:10');
  });

  it('keeps dates and clock times for a record with dates', async () => {
    const dated = { ...relativeSeries(), startMs: Date.UTC(2026, 10, 30, 11), timeBase: 'absolute' };
    const input = inputOf(dated as unknown as NoiseSeries);
    expect(input.measurement.relative).toBeUndefined();
    expect(input.charts.relative).toBeUndefined();
    const shown = pdfText(await renderPdf(buildNoiseReport(input)));
    expect(shown).toContain('30/11/2026 08:00:00');
    expect(shown).not.toContain('desde o início do arquivo');
  });
});
