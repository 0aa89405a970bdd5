import { type Co2Series, computeCo2ExposureByDay, epochMs, seconds } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { co2Days } from './co2-days';
import { co2DaysOffThread } from './read-co2-text';

/** Registers 1 h apart from 2026-05-04 12:00 (device clock): 12 at 800 ppm, then 18 at 6,000 ppm. */
const series: Co2Series = {
  startMs: epochMs(new Date(2026, 4, 4, 12, 0, 0).getTime()),
  timeBase: 'absolute',
  intervalS: seconds(3600),
  offsetsS: Float64Array.from({ length: 30 }, (_, i) => i * 3600),
  co2: Float64Array.from({ length: 30 }, (_, i) => (i < 12 ? 800 : 6000)),
  rangePpm: 10_000,
};

describe('the CO2 viewer’s results per day', () => {
  it('splits at midnight and judges the second day (mean 6,000 ppm, above NR-15’s 3,900) the worst', () => {
    const r = co2Days({ series, options: {} });
    expect(r?.days.map((d) => [d.date, d.meanPpm, d.maxPpm, d.above])).toEqual([
      ['2026-05-04', 800, 800, false],
      ['2026-05-05', 6000, 6000, true],
    ]);
    // Not projected: Σ Ci·ti / 480 = 800 · 720 / 480 = 1,200 ppm; 6,000 · 1,080 / 480 = 13,500 ppm.
    expect(r?.days[0]?.twa8hPpm).toBeCloseTo(1200, 9);
    expect(r?.days[1]?.twa8hPpm).toBeCloseTo(13_500, 9);
    expect(r?.worst).toBe(1);
    // The cards and verdicts show the worst day's whole result, the one the report prints.
    expect(r?.worstResult).toEqual(computeCo2ExposureByDay(series, {})?.days[1]?.result);
    expect(r?.worstResult.meanPpm).toBe(6000);
    expect(r?.worstResult.acgih.twa8hPpm).toBeCloseTo(13_500, 9);
  });

  it('a record of 24 h or less gives no days', () => {
    const day = { ...series, offsetsS: series.offsetsS.subarray(0, 24), co2: series.co2.subarray(0, 24) };
    expect(co2Days({ series: day, options: {} })).toBeNull();
  });

  it('off the main thread, a series the CO2 worker did not keep: the days worker’s answer, the same', async () => {
    const options = { workdayMin: 600, season: 'winter' as const };
    expect(await co2DaysOffThread(series, options)).toEqual(co2Days({ series, options }));
  });
});
