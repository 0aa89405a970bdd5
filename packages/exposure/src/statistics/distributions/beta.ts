// The regularised incomplete beta function I_x(a, b) by its continued fraction, evaluated with the
// modified Lentz method (Numerical Recipes 3rd ed. §6.4, betacf), using the symmetry
// I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges fastest (x > (a + 1)/(a + b + 2)).
import { lnGamma } from './gamma.ts';

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

function continuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) return h;
  }
  return h;
}

/** ln of x^a (1 − x)^b / B(a, b), the common factor of the fraction and of the recurrences. */
export function lnBetaFactor(x: number, a: number, b: number): number {
  return lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
}

/** I_x(a, b) for a, b > 0 and 0 ≤ x ≤ 1. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnBetaFactor(x, a, b));
  if (x < (a + 1) / (a + b + 2)) return (front * continuedFraction(x, a, b)) / a;
  return 1 - (front * continuedFraction(1 - x, b, a)) / b;
}
