// Shapiro–Wilk W and its p-value by Royston's algorithm: J. P. Royston, "Remark AS R94: A remark on
// algorithm AS 181: the W-test for normality", Applied Statistics 44 (1995) 547–551 — the same
// algorithm as R's shapiro.test and scipy.stats.shapiro. Valid for 3 ≤ n ≤ 5000.
import { normalQuantile, normalSf } from './distributions/normal.ts';

// Polynomial coefficients of AS R94 (constant term first).
const C1 = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056];
const C2 = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633];
const C3 = [0.544, -0.39978, 0.025054, -6.714e-4];
const C4 = [1.3822, -0.77857, 0.062767, -0.0020322];
const C5 = [-1.5861, -0.31082, -0.083751, 0.0038915];
const C6 = [-0.4803, -0.082676, 0.0030302];
const G = [-2.273, 0.459];

function poly(c: readonly number[], x: number): number {
  let r = 0;
  for (let i = c.length - 1; i >= 0; i--) r = r * x + (c[i] as number);
  return r;
}

export const SHAPIRO_WILK_MAX_N = 5000;

/** The coefficients a_1 … a_⌊n/2⌋ (a_1 the largest) that weight x_(n+1−i) − x_(i). */
function coefficients(n: number): number[] {
  const half = Math.floor(n / 2);
  if (n === 3) return [Math.SQRT1_2];
  const m: number[] = [];
  let summ2 = 0;
  for (let i = 1; i <= half; i++) {
    const mi = -normalQuantile((i - 0.375) / (n + 0.25));
    m.push(mi);
    summ2 += mi * mi;
  }
  summ2 *= 2;
  const ssumm2 = Math.sqrt(summ2);
  const rsn = 1 / Math.sqrt(n);
  const m1 = m[0] as number;
  const a1 = poly(C1, rsn) + m1 / ssumm2;
  const a = m.map((mi) => mi);
  let first: number;
  let fac: number;
  if (n > 5) {
    const m2 = m[1] as number;
    const a2 = poly(C2, rsn) + m2 / ssumm2;
    fac = Math.sqrt((summ2 - 2 * m1 * m1 - 2 * m2 * m2) / (1 - 2 * a1 * a1 - 2 * a2 * a2));
    a[1] = a2;
    first = 2;
  } else {
    fac = Math.sqrt((summ2 - 2 * m1 * m1) / (1 - 2 * a1 * a1));
    first = 1;
  }
  a[0] = a1;
  for (let i = first; i < half; i++) a[i] = (m[i] as number) / fac;
  return a;
}

export interface ShapiroWilk {
  w: number;
  /** Probability of a W this small or smaller under normality. */
  p: number;
}

/** W and p of `values` (any order), or null outside 3 ≤ n ≤ 5000 or when all values are equal. */
export function shapiroWilk(values: readonly number[]): ShapiroWilk | null {
  const n = values.length;
  if (n < 3 || n > SHAPIRO_WILK_MAX_N) return null;
  const x = [...values].sort((p, q) => p - q);
  const range = (x[n - 1] as number) - (x[0] as number);
  if (!(range > 0)) return null;
  const a = coefficients(n);
  const mean = x.reduce((s, v) => s + v, 0) / n;
  let ssx = 0;
  for (const v of x) ssx += ((v - mean) / range) ** 2;
  let num = 0;
  for (let i = 0; i < a.length; i++)
    num += ((a[i] as number) * ((x[n - 1 - i] as number) - (x[i] as number))) / range;
  const w = Math.min(1, (num * num) / ssx);
  const w1 = 1 - w;
  if (n === 3) {
    // Exact for n = 3: p = (6/π)(asin √W − asin √(3/4)); W cannot fall below 3/4.
    const p = (6 / Math.PI) * (Math.asin(Math.sqrt(Math.max(w, 0.75))) - Math.PI / 3);
    return { w: Math.max(w, 0.75), p: Math.min(1, Math.max(0, p)) };
  }
  if (!(w1 > 0)) return { w, p: 1 };
  let y = Math.log(w1);
  let mu: number;
  let sigma: number;
  if (n <= 11) {
    const gamma = poly(G, n);
    if (y >= gamma) return { w, p: 0 };
    y = -Math.log(gamma - y);
    mu = poly(C3, n);
    sigma = Math.exp(poly(C4, n));
  } else {
    const ln = Math.log(n);
    mu = poly(C5, ln);
    sigma = Math.exp(poly(C6, ln));
  }
  return { w, p: normalSf((y - mu) / sigma) };
}
