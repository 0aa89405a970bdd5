import { expect, it } from 'vitest';
import { summariseIntervals } from './intervals.ts';

it('summarises intervals the way the norms combine them (worked by hand)', () => {
  // Two 1 s intervals at 3 and 4 m/s²: amj = √((9 + 16)/2) = 3.5355; the louder second is the MTVV.
  // Fourth-power integrals 81 and 256 m⁴/s⁷: VDV = 337^¼ = 4.2846. Peaks 5 and 6: crest 6/3.5355 = 1.697.
  const s = summariseIntervals({
    rms: [3, 4],
    fourthPower: [81, 256],
    peak: [5, 6],
    bands: [
      [1, 7],
      [2, 2],
    ],
  });
  expect(s.rms).toBeCloseTo(3.5355, 4);
  expect(s.maxIntervalRms).toBe(4);
  expect(s.vdv).toBeCloseTo(4.2846, 4);
  expect(s.peak).toBe(6);
  expect(s.crestFactor).toBeCloseTo(1.697, 3);
  // Band energy means: √((1 + 49)/2) = 5, √((4 + 4)/2) = 2.
  expect(s.bands).toEqual([5, 2]);
});

it('today’s record (r.m.s. only) gives no VDV, peak or spectrum', () => {
  const s = summariseIntervals({ rms: Float64Array.of(1, 1, 1) });
  expect(s.rms).toBe(1);
  expect(s.vdv).toBeNull();
  expect(s.crestFactor).toBeNull();
  expect(s.bands).toBeNull();
});
