import { describe, expect, it } from 'vitest';
import { shapiroWilk } from './shapiro-wilk.ts';

describe('shapiroWilk (Royston, AS R94)', () => {
  it('reproduces the worked example of Shapiro & Wilk (1965, Biometrika 52, p. 603): W = 0.79', () => {
    // Weights in pounds of 11 men; the paper gives W = 0.79, significant at 1 %.
    // scipy.stats.shapiro gives W = 0.7888146948631716, p = 0.006703814061898823.
    const r = shapiroWilk([148, 154, 158, 160, 161, 162, 166, 170, 182, 195, 236]);
    expect(r?.w).toBeCloseTo(0.79, 2);
    expect(Math.abs((r?.w ?? 0) - 0.7888146948631716)).toBeLessThan(1e-8);
    expect(Math.abs((r?.p ?? 0) - 0.006703814061898823)).toBeLessThan(1e-6);
  });

  // scipy.stats.shapiro(np.log(values)) (scipy 1.17, the Fortran SWILK), computed once.
  const cases: [number[], number, number][] = [
    [[1, 2, 3, 10], 0.9727975427634126, 0.8587233272092565],
    [[3, 1, 4, 1.5, 9, 2.6], 0.9813350826453476, 0.9579983937223082],
    [
      [2.1, 3.4, 1.9, 5.6, 2.2, 8.1, 3.3, 4.4, 2.8, 3.0, 6.5, 1.2, 2.9],
      0.9786952137072227,
      0.9725781439176744,
    ],
    [[1, 1.1, 1.3, 1.7, 2.6, 4.9, 9.9, 20.5, 40, 80, 160], 0.9077752974876866, 0.2294817603290587],
  ];
  it.each(cases)('on the logs of %j: W = %d, p = %d', (values, w, p) => {
    const r = shapiroWilk(values.map(Math.log));
    expect(Math.abs((r?.w ?? 0) - w)).toBeLessThan(1e-8);
    expect(Math.abs((r?.p ?? 0) - p)).toBeLessThan(1e-6);
  });

  it('is exact for n = 3 (p = 1 for equally spaced values) and null when undefined', () => {
    expect(shapiroWilk([1, 2, 3])).toEqual({ w: 1, p: 1 });
    expect(shapiroWilk([1, 2])).toBeNull();
    expect(shapiroWilk([2, 2, 2, 2])).toBeNull();
  });
});
