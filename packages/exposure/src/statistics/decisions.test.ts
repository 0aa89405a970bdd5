// The decision rules on their boundaries: AIHA categories (AIHA 4th ed., table 4.1) and the EN 689:2018
// preliminary test (§5.5.2: 3, 4, 5 results below 0.10, 0.15, 0.20 × OEL) and statistical test (annex F).
import { describe, expect, it } from 'vitest';
import { aihaCategory } from './categories.ts';
import { en689Preliminary, en689Statistical } from './en689.ts';
import { doseFractionToLevel, levelToDoseFraction } from './noise-dose.ts';

describe('aihaCategory', () => {
  it.each([
    [0.5, 0],
    [0.99, 0],
    [1, 1],
    [9.99, 1],
    [10, 2],
    [49.9, 2],
    [50, 3],
    [99.9, 3],
    [100, 4],
    [350, 4],
  ])('P95 = %d %% of the OEL → category %d', (pct, category) => {
    expect(aihaCategory(pct, 100)).toBe(category);
  });
});

describe('en689Preliminary', () => {
  it('three results below 10 % of the OEL: compliant; one at 10 %: inconclusive', () => {
    expect(en689Preliminary([1, 5, 9.9], 100)).toBe('compliant');
    expect(en689Preliminary([1, 5, 10], 100)).toBe('inconclusive');
  });
  it('four results below 15 %, five below 20 %', () => {
    expect(en689Preliminary([1, 5, 9, 14.9], 100)).toBe('compliant');
    expect(en689Preliminary([1, 5, 9, 15.1], 100)).toBe('inconclusive');
    expect(en689Preliminary([1, 5, 9, 14, 19.9], 100)).toBe('compliant');
    expect(en689Preliminary([1, 5, 9, 14, 20.1], 100)).toBe('inconclusive');
  });
  it('any result above the OEL: non-compliant (a result equal to it is not above)', () => {
    expect(en689Preliminary([1, 2, 100.1], 100)).toBe('noncompliant');
    expect(en689Preliminary([1, 2, 100], 100)).toBe('inconclusive');
  });
  it('does not apply outside 3 to 5 results', () => {
    expect(en689Preliminary([1, 2, 3, 4, 5, 6], 100)).toBeNull();
  });
});

describe('en689Statistical', () => {
  it('applies from 6 results: UTL95,70 below the OEL → compliant', () => {
    expect(en689Statistical(5, 10, 100)).toBeNull();
    expect(en689Statistical(6, 99.9, 100)).toBe('compliant');
    expect(en689Statistical(6, 100, 100)).toBe('noncompliant');
  });
});

describe('noise levels as dose fractions', () => {
  // NR-15 Anexo 1 (q = 5): 90 dB(A) is allowed 4 h, so 8 h at 90 dB(A) is twice the dose;
  // 100 dB(A) 1 h → 8 ×. NHO-01 (q = 3): 88 dB(A) 4 h → 2 ×; 94 dB(A) 1 h → 8 ×.
  it.each([
    [90, 5, 2],
    [100, 5, 8],
    [80, 5, 0.5],
    [88, 3, 2],
    [94, 3, 8],
    [82, 3, 0.5],
  ] as const)('%d dB(A) with q = %d is %d × the criterion dose, and back', (level, q, fraction) => {
    expect(levelToDoseFraction(level, 85, q)).toBeCloseTo(fraction, 12);
    expect(doseFractionToLevel(fraction, 85, q)).toBeCloseTo(level, 12);
  });
});
