// How clipped and paused periods enter each figure (docs/noise-calculations.md, "Excluded periods").
import { describe, expect, it } from 'vitest';
import { epochMs } from '../units/index.ts';
import { computeNoiseExposure } from './compute.ts';
import { CLIPPED, exclusionMask, INCLUDED, PAUSED } from './exclusion.ts';
import { peakTimes } from './peaks.ts';
import { NR15_PRESET } from './presets.ts';
import { at, period, segmentsSeries, T0 } from './test-series.ts';

describe('exclusion mask', () => {
  it('excludes an interval when its midpoint lies in [start, end)', () => {
    // 60 s intervals; clip 0.5–1.5 min covers the midpoint of interval 0 only (1.5 is the end, excluded)
    const s = segmentsSeries([[85, 3]], 60, { excluded: [period('clip', 0.5, 1.5)] });
    expect([...exclusionMask(s)]).toEqual([CLIPPED, INCLUDED, INCLUDED]);
  });

  it('a pause wins over a clip where both apply; out-of-range periods are ignored', () => {
    const s = segmentsSeries([[85, 4]], 60, {
      excluded: [
        period('clip', 0, 3),
        period('pause', 1, 2),
        period('clip', 100, 200),
        period('pause', -50, -10),
      ],
    });
    expect([...exclusionMask(s)]).toEqual([CLIPPED, PAUSED, CLIPPED, INCLUDED]);
  });
});

describe('clipped and paused periods in the figures', () => {
  // 4 h at 85, 1 h at 100, 4 h at 85: excluding the 100 dB hour leaves exactly 8 h at 85.
  const base = [
    [85, 240],
    [100, 60],
    [85, 240],
  ] as const;

  it.each(['clip', 'pause'] as const)(
    'a %s removes the hour from duration, dose, LAeq, min/max and peaks',
    (kind) => {
      const peak = new Float64Array(540).fill(110);
      peak.fill(130, 240, 300); // peaks only inside the excluded hour
      const s = segmentsSeries(base, 60, { excluded: [period(kind, 240, 300)], peak, peakWeighting: 'C' });
      const r = computeNoiseExposure(s, NR15_PRESET);
      expect(r.spanMin).toBe(540);
      expect(r.durationMin).toBe(480);
      expect(kind === 'clip' ? r.clippedMin : r.pausedMin).toBe(60);
      expect(r.dosePct).toBeCloseTo(100, 9);
      expect(r.laeq).toBeCloseTo(85, 9);
      expect(r.maxLevel).toBe(85);
      expect(r.peaksAbove115).toBe(0);
      expect(r.maxPeak).toBe(110);
      expect(r.nr15TableDosePct).toBeCloseTo(100, 9);
    },
  );

  it('intervals without data (NaN) count as paused time and add nothing', () => {
    const s = segmentsSeries([
      [85, 240],
      [Number.NaN, 60],
      [85, 240],
    ]);
    const r = computeNoiseExposure(s, NR15_PRESET);
    expect([r.durationMin, r.pausedMin, r.clippedMin]).toEqual([480, 60, 0]);
    expect(r.dosePct).toBeCloseTo(100, 9);
  });

  it('without the exclusion the same record is 8 h at 85 plus 1 h at 100', () => {
    // NR-15: 100 % + 60·2^3/480 = 100 + 100 = 200 %
    const r = computeNoiseExposure(segmentsSeries(base), NR15_PRESET);
    expect(r.dosePct).toBeCloseTo(200, 9);
    expect(r.maxLevel).toBe(100);
  });

  it('handles periods that are not aligned to intervals by the midpoint rule', () => {
    // 1 s intervals; clip [T0 + 0.4 s, T0 + 2.6 s) holds midpoints 0.5, 1.5 and 2.5 s → 3 intervals
    const s = segmentsSeries([[85, 1]], 1, {
      excluded: [{ kind: 'clip', startMs: epochMs(T0 + 400), endMs: epochMs(T0 + 2600) }],
    });
    expect(computeNoiseExposure(s, NR15_PRESET).clippedMin).toBeCloseTo(3 / 60, 12);
    expect(at(1) - T0).toBe(60_000);
  });
});

describe('series validation', () => {
  it('rejects channels whose length differs from LAeq', () => {
    const s = segmentsSeries([[80, 3]], 60, { peak: Float64Array.of(100, 100) });
    expect(() => computeNoiseExposure(s, NR15_PRESET)).toThrow(RangeError);
  });
});

describe('peaks ≥ 115 dB', () => {
  it('counts intervals whose peak is at least 115 dB', () => {
    const s = segmentsSeries([[80, 3]], 60, { peak: Float64Array.of(114.9, 115, 130), peakWeighting: 'C' });
    const r = computeNoiseExposure(s, NR15_PRESET);
    expect(r.peaksAbove115).toBe(2);
    expect(r.peakSource).toBe('peak');
    expect(r.maxPeak).toBe(130);
  });

  it('gives the start time of each counted interval, skipping excluded ones', () => {
    const s = segmentsSeries([[80, 4]], 60, {
      peak: Float64Array.of(120, 100, 130, 140),
      peakWeighting: 'C',
      excluded: [period('clip', 3, 4)],
    });
    expect(peakTimes(s)).toEqual([at(0), at(2)]);
  });

  it('falls back to LAFmax, then to LAeq, and says which it counted', () => {
    const withMax = segmentsSeries([[80, 2]], 60, { lafmax: Float64Array.of(116, 100) });
    expect(computeNoiseExposure(withMax, NR15_PRESET)).toMatchObject({
      peaksAbove115: 1,
      peakSource: 'lafmax',
    });
    const levelsOnly = segmentsSeries([[80, 2]], 60);
    expect(computeNoiseExposure(levelsOnly, NR15_PRESET)).toMatchObject({
      peaksAbove115: 0,
      peakSource: 'laeq',
    });
  });
});
