import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { findCriticalWindow } from './critical-window.ts';

/** Brute force: every window, mean over its valid samples; most valid samples first, then highest mean. */
function bruteForce(values: number[], width: number, from: number) {
  let best: { start: number; count: number; mean: number } | null = null;
  for (let s = from; s + width <= values.length; s++) {
    const valid = values.slice(s, s + width).filter((v) => !Number.isNaN(v));
    if (valid.length === 0) continue;
    const mean = valid.reduce((a, b) => a + b, 0) / valid.length;
    if (!best || valid.length > best.count || (valid.length === best.count && mean > best.mean + 1e-9))
      best = { start: s, count: valid.length, mean };
  }
  return best;
}

describe('critical 60-minute window', () => {
  it('one row a minute: the hottest hour of a 3 h series is found exactly', () => {
    // 60 min at 25 °C, then 30 min at 30 °C, then 90 min at 26 °C. The best hour starts at minute 60:
    // (30·30 + 26·30)/60 = 28.0 °C; any shift replaces a 30 °C minute by a 25 or 26 °C one.
    const v = [...Array(60).fill(25), ...Array(30).fill(30), ...Array(90).fill(26)];
    const w = findCriticalWindow(Float64Array.from(v), 60, 0);
    expect(w).toMatchObject({ start: 60, end: 120, minutes: 60, short: false });
    expect(w?.meanIbutg).toBeCloseTo(28, 10);
  });
  it('the stabilisation start is honoured: from 30 the window cannot start earlier', () => {
    const v = [...Array(60).fill(35), ...Array(120).fill(25)];
    expect(findCriticalWindow(Float64Array.from(v), 60, 30)?.start).toBe(30);
  });
  it('less than 60 min of data: computed over what exists, labelled short', () => {
    const w = findCriticalWindow(Float64Array.from([20, 22, 24]), 600, 0);
    expect(w).toMatchObject({ start: 0, end: 3, minutes: 30, short: true, meanIbutg: 22 });
  });
  it('gaps are no data, not zero', () => {
    const w = findCriticalWindow(Float64Array.from([Number.NaN, 30, 30, 30, 30, 30]), 1200, 0);
    expect(w?.meanIbutg).toBe(30);
  });
  test.prop([
    fc.array(fc.oneof(fc.double({ min: 10, max: 40, noNaN: true }), fc.constant(Number.NaN)), {
      minLength: 1,
      maxLength: 80,
    }),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 0, max: 10 }),
  ])('agrees with a brute-force search', (values, width, from) => {
    const got = findCriticalWindow(Float64Array.from(values), 3600 / width, from);
    if (values.length - from <= width) return;
    const want = bruteForce(values, width, from);
    if (!want) {
      expect(got).toBeNull();
      return;
    }
    expect(got?.start).toBe(want.start);
    expect(got?.meanIbutg).toBeCloseTo(want.mean, 9);
  });
});
