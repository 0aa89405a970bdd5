import { describe, expect, it } from 'vitest';
import { isDryWick, psychrometricWetBulb } from './validity.ts';

describe('psychrometric wet bulb (Stull 2011)', () => {
  it("Stull's worked example: 20 °C and 50 % → 13.7 °C", () => {
    expect(psychrometricWetBulb(20, 50)).toBeCloseTo(13.7, 1);
  });
  it('saturated air: the wet bulb is the dry bulb (25 °C, 99 % → about 24.9 °C)', () => {
    expect(Math.abs(psychrometricWetBulb(25, 99) - 25)).toBeLessThan(0.4);
  });
});

describe('dry wick', () => {
  it('30 °C and 40 % give a wet bulb of about 20 °C: tbn 29 is a dry wick, tbn 21 is not', () => {
    // tw ≈ 20.0 °C; depression 10 °C → tbn − tw must exceed max(2, 5) = 5 °C.
    expect(isDryWick(29, 30, 40)).toBe(true);
    expect(isDryWick(21, 30, 40)).toBe(false);
    expect(isDryWick(24.9, 30, 40)).toBe(false);
  });
  it('humid air never flags (a wet wick in sun reads a degree or two above the wet bulb)', () => {
    expect(isDryWick(28.5, 29, 90)).toBe(false);
  });
  it('outside the formula range nothing is judged', () => {
    expect(isDryWick(60, 60, 2)).toBe(false);
  });
});

describe('wet-bulb grid', () => {
  it('equals the formula on and off the 0.1 °C × 1 % grid', async () => {
    const { psychrometricWetBulbCached } = await import('./validity.ts');
    for (const [t, rh] of [
      [30.1, 40],
      [-19.9, 5],
      [49.9, 99],
      [30.123, 40.5],
    ] as const)
      expect(psychrometricWetBulbCached(t, rh)).toBeCloseTo(psychrometricWetBulb(t, rh), 6);
  });
});
