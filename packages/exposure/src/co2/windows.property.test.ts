// Property tests of the 15-minute windows against a slow, obvious oracle and against the mean.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { series } from './test-series.ts';
import { fifteenMinuteBlocks, rollingMax } from './windows.ts';

/** Registers of `dt` seconds with random gaps (whole intervals) between some of them. */
const seriesArb = fc
  .record({
    dt: fc.constantFrom(10, 60, 120, 300, 420),
    steps: fc.array(fc.constantFrom(1, 1, 1, 1, 2, 5), { minLength: 1, maxLength: 120 }),
    levels: fc.array(fc.integer({ min: 0, max: 50000 }), { minLength: 120, maxLength: 120 }),
  })
  .map(({ dt, steps, levels }) => {
    const offsets = [0];
    for (const step of steps.slice(1)) offsets.push((offsets.at(-1) as number) + step * dt);
    return series(
      offsets.map((_, i) => levels[i] as number),
      dt,
      { offsetsS: offsets },
    );
  });

/** The window mean by definition: each register weighted by its seconds inside [a, a + 900). */
function naiveWindow(s: ReturnType<typeof series>, a: number): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < s.co2.length; i++) {
    const start = s.offsetsS[i] as number;
    const inside = Math.max(0, Math.min(start + s.intervalS, a + 900) - Math.max(start, a));
    sum += (s.co2[i] as number) * inside;
    weight += inside;
  }
  return sum / weight;
}

describe('15-minute windows', () => {
  test.prop([seriesArb])('the rolling maximum equals the best window computed by definition', (s) => {
    const end = (s.offsetsS.at(-1) as number) + s.intervalS;
    let best: number | null = null;
    for (const a of s.offsetsS) {
      if (a + 900 > end + 1e-9) break;
      const mean = naiveWindow(s, a);
      if (best === null || mean > best) best = mean;
    }
    const r = rollingMax(s);
    if (best === null) expect(r.maxPpm).toBeNull();
    else expect(r.maxPpm).toBeCloseTo(best, 6);
  });

  test.prop([seriesArb])('the blocks share out all data time and their weighted means give the mean', (s) => {
    const blocks = fifteenMinuteBlocks(s);
    const dataS = blocks.reduce((acc, b) => acc + b.dataS, 0);
    expect(dataS).toBeCloseTo(s.co2.length * s.intervalS, 6);
    const weighted = blocks.reduce((acc, b) => acc + b.meanPpm * b.dataS, 0) / dataS;
    const mean = s.co2.reduce((acc, v) => acc + v, 0) / s.co2.length;
    expect(weighted).toBeCloseTo(mean, 6);
    for (const b of blocks) expect(b.endS - b.startS).toBeLessThanOrEqual(900 + 1e-9);
  });
});
