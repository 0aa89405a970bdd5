// The noncentral t distribution T(ν, δ) = (Z + δ) / √(χ²_ν / ν): CDF and inversions.
//
// CDF for t ≥ 0 (Guenther 1978; Lenth 1989, Applied Statistics AS 243), with x = t² / (t² + ν),
// λ = δ²/2 and I_x the regularised incomplete beta function:
//   F(t) = Φ(−δ) + ½ Σ_{j≥0} [ P_j I_x(j + ½, ν/2) + (δ/√2) Q_j I_x(j + 1, ν/2) ],
//   P_j = e^{−λ} λ^j / j!,   Q_j = e^{−λ} λ^j / Γ(j + 3/2).
// AS 243 sums from j = 0, whose weight e^{−λ} underflows once δ > ~38 (n ≈ 500 in a tolerance
// limit). We follow Benton & Krishnamoorthy (Computational Statistics & Data Analysis 43, 2003,
// 249–267) instead: start at the Poisson mode k = ⌊λ⌋, evaluate I_x(k + ½, ν/2) and I_x(k + 1, ν/2)
// once, then sum forwards and backwards with the exact recurrences
//   I_x(a + 1, b) = I_x(a, b) − Γ(a + b) / (Γ(a + 1) Γ(b)) · x^a (1 − x)^b,
// stopping when the remaining Poisson-weighted terms are below 1e-16 of the sum.
// For t < 0, F(t; ν, δ) = 1 − F(−t; ν, −δ).
// Beyond λ = 10⁶ (|δ| > 1414: a tolerance limit of 740 000 values, or an OEL more than ~800 log-sds
// above the data) the sum would need more than 10⁴ terms each way; there the normal approximation
// of Abramowitz & Stegun 26.7.10 is used, F ≈ Φ((t(1 − 1/(4ν)) − δ) / √(1 + t²/(2ν))), whose error
// at such δ is far below the figures' 4 significant digits in the quantities the statistics derive.
import { lnBetaFactor, regularizedBeta } from './beta.ts';
import { lnGamma } from './gamma.ts';
import { normalCdf, normalQuantile } from './normal.ts';
import { solveIncreasing } from './solve.ts';

const TERM_EPS = 1e-16;
const MAX_TERMS = 100_000;
const MAX_LAMBDA = 1e6;

function cdfNonNegative(t: number, df: number, delta: number): number {
  const base = normalCdf(-delta);
  if (t === 0) return base;
  const x = (t * t) / (t * t + df);
  const b = df / 2;
  const lambda = (delta * delta) / 2;
  const dq = delta / Math.SQRT2;
  if (lambda === 0) return base + 0.5 * regularizedBeta(x, 0.5, b);
  if (lambda > MAX_LAMBDA) {
    return normalCdf((t * (1 - 1 / (4 * df)) - delta) / Math.sqrt(1 + (t * t) / (2 * df)));
  }
  const k = Math.floor(lambda);
  const lnPoisson = -lambda + k * Math.log(lambda);
  const pk = Math.exp(lnPoisson - lnGamma(k + 1));
  const qk = Math.exp(lnPoisson - lnGamma(k + 1.5));
  const a1 = k + 0.5;
  const a2 = k + 1;
  const i1k = regularizedBeta(x, a1, b);
  const i2k = regularizedBeta(x, a2, b);
  // g(a) = Γ(a + b) / (Γ(a + 1) Γ(b)) x^a (1 − x)^b = exp(lnBetaFactor(x, a, b)) / a.
  const g1k = Math.exp(lnBetaFactor(x, a1, b)) / a1;
  const g2k = Math.exp(lnBetaFactor(x, a2, b)) / a2;
  let sum = pk * i1k + dq * qk * i2k;

  // Forwards from the mode: weights and beta values both decrease, so the tail is bounded by
  // the current term over (1 − λ/(j + 1)).
  let p = pk;
  let q = qk;
  let i1 = i1k;
  let i2 = i2k;
  let g1 = g1k;
  let g2 = g2k;
  for (let j = k + 1; j < k + MAX_TERMS; j++) {
    const aPrev1 = j - 0.5;
    const aPrev2 = j;
    i1 = Math.max(0, i1 - g1);
    i2 = Math.max(0, i2 - g2);
    g1 *= (x * (aPrev1 + b)) / (aPrev1 + 1);
    g2 *= (x * (aPrev2 + b)) / (aPrev2 + 1);
    p *= lambda / j;
    q *= lambda / (j + 0.5);
    const term = p * i1 + dq * q * i2;
    sum += term;
    const ratio = lambda / (j + 1);
    if (ratio < 1 && (p + Math.abs(dq) * q) / (1 - ratio) < TERM_EPS) break;
  }

  // Backwards from the mode to j = 0: weights decrease geometrically, beta values stay ≤ 1.
  p = pk;
  q = qk;
  i1 = i1k;
  i2 = i2k;
  g1 = g1k;
  g2 = g2k;
  for (let j = k - 1; j >= 0; j--) {
    const aNext1 = j + 1.5;
    const aNext2 = j + 2;
    // g(a − 1) = g(a) · a / ((a + b − 1) x), and I_x(a − 1, b) = I_x(a, b) + g(a − 1).
    g1 *= aNext1 / ((aNext1 + b - 1) * x);
    g2 *= aNext2 / ((aNext2 + b - 1) * x);
    i1 = Math.min(1, i1 + g1);
    i2 = Math.min(1, i2 + g2);
    p *= (j + 1) / lambda;
    q *= (j + 1.5) / lambda;
    sum += p * i1 + dq * q * i2;
    if (p + Math.abs(dq) * q < TERM_EPS) break;
  }
  return Math.min(1, Math.max(0, base + 0.5 * sum));
}

/** P(T ≤ t) for T noncentral t with `df` > 0 degrees of freedom and noncentrality `delta`. */
export function noncentralTCdf(t: number, df: number, delta: number): number {
  if (!(df > 0) || Number.isNaN(t) || Number.isNaN(delta)) return Number.NaN;
  if (t === Number.POSITIVE_INFINITY) return 1;
  if (t === Number.NEGATIVE_INFINITY) return 0;
  return t >= 0 ? cdfNonNegative(t, df, delta) : 1 - cdfNonNegative(-t, df, -delta);
}

// Spread of T(ν, δ) for the starting bracket (the normal approximation of the distribution).
const spread = (df: number, delta: number) => Math.sqrt(1 + (delta * delta) / (2 * df));

/** The p-quantile of T(ν, δ): the t with F(t) = p, by Brent's method on the CDF (increasing in t). */
export function noncentralTQuantile(p: number, df: number, delta: number): number {
  if (!(p > 0 && p < 1) || !(df > 0) || !Number.isFinite(delta)) return Number.NaN;
  const s = spread(df, delta);
  const guess = delta + normalQuantile(p) * s;
  return solveIncreasing((t) => noncentralTCdf(t, df, delta), p, guess, 0.5 * s);
}

/**
 * The noncentrality δ for which F(t; ν, δ) = p. F decreases as δ grows, so this is the lower
 * confidence limit of δ at confidence p for an observed t (used for the exceedance UCL).
 */
export function noncentralityForCdf(t: number, df: number, p: number): number {
  if (!(p > 0 && p < 1) || !(df > 0) || !Number.isFinite(t)) return Number.NaN;
  const s = spread(df, t);
  const guess = t - normalQuantile(p) * s;
  return -solveIncreasing((minusDelta) => noncentralTCdf(t, df, -minusDelta), p, -guess, 0.5 * s);
}
