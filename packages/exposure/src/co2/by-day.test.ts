import { describe, expect, it } from 'vitest';
import { epochMs } from '../units/index.ts';
import { computeCo2ExposureByDay } from './by-day.ts';
import { repeat, series } from './test-series.ts';

describe('a CO2 record longer than a day, day by day (hand computations)', () => {
  // Registers 1 h apart, timed from the start: 24 at 800 ppm (day 1), then 6 at 6,000 ppm (day 2).
  const s = series([...repeat(800, 24), ...repeat(6000, 6)], 3600);

  it('splits into 24-h blocks and judges the second day the worst', () => {
    const r = computeCo2ExposureByDay(s);
    expect(r?.days.map((d) => [d.day, d.date, d.from, d.to])).toEqual([
      [1, null, 0, 24],
      [2, null, 24, 30],
    ]);
    const [d1, d2] = r?.days ?? [];
    expect(d1?.result.meanPpm).toBe(800);
    // Not projected: Σ Ci·ti / 480 = 800 · 1440 / 480 = 2,400 ppm; day 2 6,000 · 360 / 480 = 4,500 ppm.
    expect(d1?.measuredTwaPpm).toBeCloseTo(2400, 9);
    expect(d2?.measuredTwaPpm).toBeCloseTo(4500, 9);
    // A mean of 6,000 ppm is above the NR-15 limit (3,900 ppm); 800 ppm is not.
    expect(d1?.result.nr15.exceeds).toBe(false);
    expect(d2?.result.nr15.exceeds).toBe(true);
    expect(r?.worst).toBe(1);
  });

  it('a declared workday applies to each day: 480 min → day 2 TWA = its mean, 6,000 ppm', () => {
    const r = computeCo2ExposureByDay(s, { workdayMin: 480 });
    expect(r?.days[1]?.result.acgih.twa8hPpm).toBeCloseTo(6000, 9);
    expect(r?.days[1]?.result.acgih.exceedsTwa).toBe(true);
  });

  it('calendar days on the device clock, and a record of 24 h or less is not split', () => {
    const start = epochMs(new Date(2026, 4, 4, 12, 0, 0).getTime());
    const r = computeCo2ExposureByDay({ ...s, startMs: start, timeBase: 'absolute' });
    expect(r?.days.map((d) => [d.date, d.to - d.from])).toEqual([
      ['2026-05-04', 12],
      ['2026-05-05', 18],
    ]);
    expect(computeCo2ExposureByDay(series(repeat(800, 24), 3600))).toBeNull();
  });
});
