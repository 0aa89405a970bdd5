import { describe, expect, it } from 'vitest';
import { epochMs, minutes } from '../units/index.ts';
import { computeNoiseExposureByDay } from './by-day.ts';
import { NHO01_PRESET, NR15_PRESET, resolveCriteria } from './presets.ts';
import { segmentsSeries } from './test-series.ts';

// 2024-01-15 22:00 on the local clock (the device's wall clock), 26 h at 1 min:
// day 1 (15th) 22:00–24:00 at 95 dB(A); day 2 (16th) 8 h at 88 dB(A), then 16 h at 70 dB(A) (below the threshold).
const series = segmentsSeries(
  [
    [95, 120],
    [88, 480],
    [70, 960],
  ],
  60,
  { startMs: epochMs(new Date(2024, 0, 15, 22, 0, 0).getTime()) },
);

describe('a noise record longer than a day, day by day (hand computations)', () => {
  it('NR-15 (q = 5): day 1 100 %, day 2 151.57 %; day 2 is the worst (above the limit)', () => {
    const r = computeNoiseExposureByDay(series, NR15_PRESET);
    expect(r?.days.map((d) => [d.day, d.date, d.from, d.to])).toEqual([
      [1, '2024-01-15', 0, 120],
      [2, '2024-01-16', 120, 1560],
    ]);
    const [d1, d2] = r?.days.map((d) => d.result) ?? [];
    // Day 1: 120 min at 95 dB(A), T(95) = 480/2^((95−85)/5) = 120 min → D = 120/120 = 100 %;
    // the workday is the day's measured 120 min: daily dose 100 % (uncertainty region);
    // projected to 8 h: 100 · 480/120 = 400 %.
    expect(d1?.durationMin).toBe(120);
    expect(d1?.dosePct).toBeCloseTo(100, 9);
    expect(d1?.projectedWorkdayDosePct).toBeCloseTo(100, 9);
    expect(d1?.projectedDosePct).toBeCloseTo(400, 9);
    expect(d1?.judgement).toBe('uncertainty');
    // Day 2: 480 min at 88 dB(A), T(88) = 480/2^(3/5) = 316.68 min → D = 2^0.6 = 151.57 %; 960 min
    // at 70 dB(A) add nothing; workday 1440 min measured: daily dose 151.57 %, to 8 h 151.57/3 = 50.52 %.
    expect(d2?.durationMin).toBe(1440);
    expect(d2?.dosePct).toBeCloseTo(100 * 2 ** 0.6, 9);
    expect(d2?.projectedWorkdayDosePct).toBeCloseTo(151.5717, 4);
    expect(d2?.projectedDosePct).toBeCloseTo(50.5239, 4);
    expect(d2?.judgement).toBe('above_limit');
    expect(r?.worst).toBe(1);
  });

  it('NHO-01 (q = 3): both days above the limit, day 1 has the higher daily dose (251.98 % vs 200 %)', () => {
    const r = computeNoiseExposureByDay(series, NHO01_PRESET);
    const [d1, d2] = r?.days.map((d) => d.result) ?? [];
    // Day 1: 120 min · 2^((95−85)/3)/480 = 0.25 · 10.079 = 251.98 %; day 2: 480 · 2^1/480 = 200 %.
    expect(d1?.projectedWorkdayDosePct).toBeCloseTo(25 * 2 ** (10 / 3), 9);
    expect(d2?.projectedWorkdayDosePct).toBeCloseTo(200, 9);
    expect(d1?.judgement).toBe('above_limit');
    expect(d2?.judgement).toBe('above_limit');
    expect(r?.worst).toBe(0);
  });

  it('a declared workday applies to every day: 480 min → day 1 100 · 480/120 = 400 %', () => {
    const r = computeNoiseExposureByDay(series, resolveCriteria('nr15', { workdayMin: minutes(480) }));
    expect(r?.days[0]?.result.projectedWorkdayDosePct).toBeCloseTo(400, 9);
    expect(r?.days[1]?.result.projectedWorkdayDosePct).toBeCloseTo((100 * 2 ** 0.6) / 3, 9);
    expect(r?.worst).toBe(0);
  });

  it('a record of 24 h or less is not split (null): its analysis stays the whole record', () => {
    const day = segmentsSeries([[88, 1440]], 60, { startMs: epochMs(new Date(2024, 0, 15, 8).getTime()) });
    expect(computeNoiseExposureByDay(day, NR15_PRESET)).toBeNull();
  });
});
