import { describe, expect, it } from 'vitest';
import { assessHeatSeriesByDay } from './by-day.ts';
import type { HeatSeries } from './types.ts';

/** 1-min samples timed from the start: day 1 tbn 22, tg 30 (IBUTG 24.4); day 2 (6 h) tbn 28, tg 40. */
function twoDays(): HeatSeries {
  const n = 1440 + 360;
  const hot = (i: number) => i >= 1440;
  return {
    timeBase: 'relative',
    startMs: 0,
    intervalS: 60,
    tg: Float64Array.from({ length: n }, (_, i) => (hot(i) ? 40 : 30)),
    tbn: Float64Array.from({ length: n }, (_, i) => (hot(i) ? 28 : 22)),
    tbs: null,
    rh: null,
    lineOf: Int32Array.from({ length: n }, (_, i) => i + 2),
  };
}

const options = { norm: 'nr15-2019', activities: [{ minutes: 60, metabolicRate: 300 }] } as const;

describe('a heat record longer than a day: the critical hour of each day', () => {
  it('day 1 IBUTG 0.7·22 + 0.3·30 = 24.4 °C, day 2 0.7·28 + 0.3·40 = 31.6 °C: day 2 is the worst', () => {
    const r = assessHeatSeriesByDay(twoDays(), options);
    expect(r?.days.map((d) => [d.day, d.date, d.from, d.to])).toEqual([
      [1, null, 0, 1440],
      [2, null, 1440, 1800],
    ]);
    expect(r?.days[0]?.series.window.meanIbutg).toBeCloseTo(24.4, 10);
    expect(r?.days[1]?.series.window.meanIbutg).toBeCloseTo(31.6, 10);
    // The sensors settle once: the first day waits 25 min, the second day none.
    expect(r?.days[0]?.series.window.start).toBe(25);
    expect(r?.days[1]?.series.window.start).toBe(0);
    expect(r?.worst).toBe(1);
  });

  it('a record of 24 h or less is not split', () => {
    const s = twoDays();
    const day = {
      ...s,
      tg: s.tg.subarray(0, 1440),
      tbn: s.tbn.subarray(0, 1440),
      lineOf: s.lineOf.subarray(0, 1440),
    };
    expect(assessHeatSeriesByDay(day, options)).toBeNull();
  });
});
