// Φ and Φ⁻¹ against scipy.stats.norm (scipy 1.17, Debian python3-scipy), computed once:
//   python3 -c "from scipy.stats import norm; print(repr(norm.cdf(x)), repr(norm.ppf(p)))"
import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal.ts';

const relative = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('normalCdf', () => {
  const cases: [number, number][] = [
    [-30, 4.906713927147908e-198],
    [-10, 7.61985302416047e-24],
    [-8, 6.22096057427174e-16],
    [-3, 0.0013498980316300933],
    [-1.959963984540054, 0.025],
    [-0.5, 0.3085375387259869],
    [0, 0.5],
    [0.5, 0.6914624612740131],
    [1.2, 0.8849303297782918],
    [3, 0.9986501019683699],
    [6.5, 0.99999999995984],
  ];
  it.each(cases)('Φ(%d) = %d to 1e-13 relative', (x, expected) => {
    expect(relative(normalCdf(x), expected)).toBeLessThan(1e-13);
  });
});

describe('normalQuantile', () => {
  const cases: [number, number][] = [
    [1e-12, -7.034483825301131],
    [0.001, -3.090232306167813],
    [0.025, -1.9599639845400545],
    [0.3, -0.5244005127080409],
    [0.7, 0.5244005127080407],
    [0.95, 1.6448536269514722],
    [0.975, 1.959963984540054],
    [0.999999, 4.753424308817087],
  ];
  it.each(cases)('Φ⁻¹(%d) = %d to 1e-12', (p, expected) => {
    expect(Math.abs(normalQuantile(p) - expected)).toBeLessThan(1e-12);
  });
  it('is 0 at one half and infinite at the ends', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
  });
});
