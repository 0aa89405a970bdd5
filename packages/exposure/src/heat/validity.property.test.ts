// The wet-bulb grid (its bounds and cell index written as literals for speed) against Stull's
// formula: on the grid (to 1e-6 of a tenth, 1e-9 of a percent) the formula at the grid point,
// whatever was read before (a wrong index would hand back another point's cached value); off it,
// and outside it, the formula itself.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { psychrometricWetBulb, psychrometricWetBulbCached } from './validity.ts';

const expected = (t: number, rh: number): number => {
  const kt = Math.round(t * 10);
  const kh = Math.round(rh);
  const on = Math.abs(t * 10 - kt) <= 1e-6 && Math.abs(rh - kh) <= 1e-9;
  return on && kt >= -200 && kt <= 500 && kh >= 0 && kh <= 100
    ? psychrometricWetBulb(kt / 10, kh)
    : psychrometricWetBulb(t, rh);
};

describe('wet-bulb grid', () => {
  it('is the formula at every grid point and next to it, read forwards then backwards', () => {
    const points: [number, number][] = [];
    for (let tenths = -201; tenths <= 501; tenths++)
      for (let rh = -1; rh <= 101; rh++) points.push([tenths / 10, rh], [tenths / 10 + 1e-8, rh + 1e-11]);
    for (const [t, rh] of [...points, ...points.reverse()])
      if (!Object.is(psychrometricWetBulbCached(t, rh), expected(t, rh))) expect([t, rh]).toBe('the formula');
  });
  test.prop([
    fc.integer({ min: -210, max: 510 }),
    fc.constantFrom(0, 1e-8, -1e-8, 1e-3, -0.04),
    fc.integer({ min: -2, max: 103 }),
    fc.constantFrom(0, 1e-11, -1e-11, 1e-6, 0.3),
  ])('is the formula near and off the grid', (tenths, dt, rh, drh) => {
    const t = tenths / 10 + dt;
    expect(Object.is(psychrometricWetBulbCached(t, rh + drh), expected(t, rh + drh))).toBe(true);
  });
});
