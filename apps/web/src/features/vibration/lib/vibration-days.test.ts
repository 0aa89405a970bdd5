import { describe, expect, it } from 'vitest';
import { vibrationDays } from './vibration-days';

/** Hourly intervals from 2026-02-05 12:00: 12 with r.m.s. (1, 2, 2) m/s², then 18 with (1, 1, 1). */
function record() {
  const n = 30;
  const axis = (first: number, then: number) =>
    Float64Array.from({ length: n }, (_, i) => (i < 12 ? first : then));
  return {
    start: '2026-02-05T12:00:00',
    intervalS: 3600,
    offsets: Float64Array.from({ length: n }, (_, i) => i * 3600),
    x: axis(1, 1),
    y: axis(2, 1),
    z: axis(2, 1),
    fourthPower: null,
    peak: null,
  };
}

describe('the AxPro viewer’s results per day (hand-arm, NHO-10)', () => {
  it('each calendar day over its measured time; the worst has the higher aren', () => {
    const r = vibrationDays({ series: record(), evaluation: 'hand-arm' });
    expect(r?.days.map((d) => d.date)).toEqual(['2026-02-05', '2026-02-06']);
    // Day 1: are = √(1² + 2² + 2²) = 3 over 720 min → aren = 3·√(720/480) = 3.674 (3.5–5: uncertainty);
    // day 2: are = √3 over 1,080 min → aren = √3·√(1080/480) = 2.598 (2.5–3.5: above the action level).
    expect(r?.days[0]?.aren).toBeCloseTo(3 * Math.sqrt(1.5), 9);
    expect(r?.days[1]?.aren).toBeCloseTo(Math.sqrt(3) * 1.5, 9);
    expect(r?.days.map((d) => d.judgement)).toEqual(['uncertainty', 'action_level']);
    expect(r?.worst).toBe(0);
  });

  it('a record of 24 h or less gives no days', () => {
    const day = record();
    const short = { ...day, offsets: day.offsets.subarray(0, 24) };
    expect(vibrationDays({ series: short, evaluation: 'hand-arm' })).toBeNull();
  });
});
