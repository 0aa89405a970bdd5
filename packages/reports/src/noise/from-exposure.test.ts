import { computeNoiseExposure, NHO01_PRESET, NR15_PRESET, type NoiseSeries } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { noiseReportInputFrom } from './from-exposure.ts';
import { noiseReportFormSchema } from './report-form.ts';

// 8 h at a steady 85 dB(A), one value a minute, with the last hour clipped out.
const start = Date.UTC(2026, 2, 10, 11, 0, 0);
const series = {
  startMs: start,
  timeBase: 'absolute',
  intervalS: 60,
  laeq: new Float64Array(480).fill(85),
  excluded: [
    {
      kind: 'clip',
      startMs: start + 420 * 60_000,
      endMs: start + 480 * 60_000,
      observation: 'Troca de turno',
    },
  ],
} as unknown as NoiseSeries;

function source() {
  return {
    language: 'pt-BR' as const,
    generatedAt: new Date(start),
    familyLabel: 'DosePro',
    instrument: { model: 'DosePro', serialNumber: '000123456701A' },
    settings: { weightingCurve: 'A', timeWeighting: 'S', thresholdDb: 80, criterionDb: 85, exchangeRate: 5 },
    series,
    results: {
      nr15: computeNoiseExposure(series, NR15_PRESET),
      nho01: computeNoiseExposure(series, NHO01_PRESET),
    },
    deviceSummary: { dosePct: 90 },
    form: noiseReportFormSchema.parse({
      context: { employee: 'Maria', workdayMinutes: 480, assessmentDate: '2026-03-10' },
      protector: { nrrsf: 12, type: 'shell' },
      calibration: { preDb: 114, postDb: 113.8 },
    }),
  };
}

describe('noiseReportInputFrom', () => {
  it('carries the results of each norm: 7 h at 85 dB(A) is 87.5 % (7/8 of 100 %) under both presets', () => {
    const input = noiseReportInputFrom(source());
    expect(input.results.map((r) => r.norm)).toEqual(['nr15', 'nho01']);
    for (const r of input.results) {
      expect(r.dosePct).toBeCloseTo(87.5, 6);
      // Projected to 8 h: 87.5 % × 480/420 = 100 %.
      expect(r.projectedDose8hPct).toBeCloseTo(100, 6);
    }
    expect(input.measurement.durationMinutes).toBeCloseTo(420, 6);
    expect(input.measurement.clippedMinutes).toBeCloseTo(60, 6);
  });

  it('flags the device dose that differs from ours beyond tolerance (90 % vs 87.5 %)', () => {
    const [nr15] = noiseReportInputFrom(source()).results;
    expect(nr15?.comparisons).toEqual([
      { label: 'Dose', unit: '%', device: 90, computed: 87.5, differs: true },
    ]);
  });

  it("compares the device's summary only with the norm computed under the device's own criteria", () => {
    // The device is set to 85 dB(A), q = 5, threshold 80 (NR-15): its figures are not NHO-01's (q = 3).
    const [nr15, nho01] = noiseReportInputFrom(source()).results;
    expect(nr15?.comparisons).toHaveLength(1);
    expect(nho01?.comparisons).toBeUndefined();
    const q3Device = { ...source(), settings: { ...source().settings, exchangeRate: 3 } };
    const [nr15b, nho01b] = noiseReportInputFrom(q3Device).results;
    expect(nr15b?.comparisons).toBeUndefined();
    expect(nho01b?.comparisons).toEqual([
      { label: 'Dose', unit: '%', device: 90, computed: 87.5, differs: true },
    ]);
  });

  it('computes the protected level from NEN and the calibration deviation (−0.2 dB, within ±1 dB)', () => {
    const input = noiseReportInputFrom(source());
    // The protector applies to the first norm's NEN, the level normalised to 8 h. NR-15 (q = 5):
    // NEN = 85 + (5 / log10 2)·log10(420/480) = 85 − 0.9632 = 84.0368; minus NRRsf 12 → 72.0368 dB(A).
    expect(input.protector?.protectedLevelDb).toBeCloseTo(72.0368, 3);
    expect(input.calibration?.deviationDb).toBeCloseTo(-0.2, 6);
    expect(input.calibration?.withinTolerance).toBe(true);
  });

  it('lists every clipping with its observation and builds chart data', () => {
    const input = noiseReportInputFrom(source());
    expect(input.clippings).toEqual([
      {
        start: new Date(start + 420 * 60_000),
        end: new Date(start + 480 * 60_000),
        type: 'clip',
        observation: 'Troca de turno',
      },
    ]);
    // All included time sits in the 85 dB class.
    expect(input.charts.histogram).toEqual([{ levelDb: 85, minutes: 420 }]);
  });
});

describe('noiseReportFormSchema', () => {
  it('refuses more than 30 annotation lines and texts over their maximum', () => {
    const lines = Array.from({ length: 31 }, (_, i) => `linha ${i}`).join('\n');
    const result = noiseReportFormSchema.safeParse({
      context: { annotation: lines, sector: 'x'.repeat(141) },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message).sort();
    expect(messages).toEqual(['errors:maxLength|140', 'reports:form.annotationLines']);
  });
});
