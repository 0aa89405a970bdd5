// Bayesian estimate of the AIHA category as in Expostats (Lavoué et al., "Expostats: a Bayesian
// toolkit to aid the interpretation of occupational exposure measurements", Ann Work Expo Health
// 63(3), 2019, 267–279), with its uninformative priors on y = ln(x / OEL):
//   μ ~ U(−20, 20),  σ ~ U(0.095, 2.3)  (GSD between 1.1 and 10).
// Expostats samples the posterior by MCMC; we integrate it instead, which is exact up to the
// quadrature and fully deterministic. For fixed σ the posterior of μ is N(ȳ, σ²/n) truncated to
// (−20, 20), so every probability about P95 = μ + z0.95 σ has a closed form in μ:
//   P(μ + zσ < c | σ, y) = [Φ((min(c − zσ, 20) − ȳ)√n/σ) − Φ((−20 − ȳ)√n/σ)] / Z(σ),
//   Z(σ) = Φ((20 − ȳ)√n/σ) − Φ((−20 − ȳ)√n/σ),
// and the marginal posterior of σ is w(σ) ∝ σ^{1−n} exp(−S/(2σ²)) Z(σ), S = Σ(y − ȳ)².
// The remaining integral over σ is done by composite Simpson's rule on a uniform grid in ln σ
// (the posterior is close to lognormal in σ there), with enough nodes for ≥ 10 per posterior sd.
import { AIHA_BOUNDS } from './categories.ts';
import { normalCdf } from './distributions/normal.ts';
import { Z95 } from './lognormal.ts';

export const EXPOSTATS_MU_RANGE = [-20, 20] as const;
export const EXPOSTATS_SIGMA_RANGE = [0.095, 2.3] as const;

export interface BayesEstimate {
  /** Posterior probabilities of AIHA categories 0–4 (they sum to 1). */
  categoryProbabilities: [number, number, number, number, number];
  /** Posterior probability that the 95th percentile exceeds the OEL (category 4). */
  p95AboveOelProbability: number;
}

const MIN_INTERVALS = 2000;

/**
 * The posterior category probabilities, or null when the data lie so far outside the prior's
 * μ range (a GM beyond e^±20 times the OEL) that the posterior has no mass to normalise.
 */
export function bayesEstimate(values: readonly number[], oel: number): BayesEstimate | null {
  const n = values.length;
  const y = values.map((v) => Math.log(v / oel));
  const mean = y.reduce((s, v) => s + v, 0) / n;
  const ss = y.reduce((s, v) => s + (v - mean) ** 2, 0);
  const [muLo, muHi] = EXPOSTATS_MU_RANGE;
  const [sLo, sHi] = EXPOSTATS_SIGMA_RANGE;
  const root = Math.sqrt(n);
  const thresholds = AIHA_BOUNDS.map((b) => Math.log(b));

  const uLo = Math.log(sLo);
  const uHi = Math.log(sHi);
  // Posterior sd of ln σ is about 1/√(2(n − 1)); keep ≥ 10 Simpson intervals per sd.
  let intervals = Math.max(MIN_INTERVALS, Math.ceil((uHi - uLo) * Math.sqrt(2 * n) * 10));
  if (intervals % 2 === 1) intervals += 1;
  const h = (uHi - uLo) / intervals;

  // Pass 1: log of the marginal posterior weight of each σ node (and the normaliser Z(σ)).
  const logWeights = new Float64Array(intervals + 1);
  const lowers = new Float64Array(intervals + 1);
  const normalisers = new Float64Array(intervals + 1);
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i <= intervals; i++) {
    const sigma = Math.exp(uLo + i * h);
    const lower = normalCdf(((muLo - mean) * root) / sigma);
    const z = normalCdf(((muHi - mean) * root) / sigma) - lower;
    // dσ = σ du, so the weight in u carries one more power of σ: σ^{2−n}.
    const lw = (2 - n) * Math.log(sigma) - ss / (2 * sigma * sigma) + Math.log(z);
    logWeights[i] = lw;
    lowers[i] = lower;
    normalisers[i] = z;
    if (lw > top) top = lw;
  }
  if (!Number.isFinite(top)) return null;

  // Pass 2: Simpson's rule over the nodes that carry weight (below e^-745 relative they underflow).
  let total = 0;
  const below = [0, 0, 0, 0];
  for (let i = 0; i <= intervals; i++) {
    const w0 = Math.exp((logWeights[i] as number) - top);
    if (w0 === 0) continue;
    const w = (i === 0 || i === intervals ? 1 : i % 2 === 1 ? 4 : 2) * w0;
    total += w;
    const sigma = Math.exp(uLo + i * h);
    const lower = lowers[i] as number;
    const z = normalisers[i] as number;
    for (let k = 0; k < 4; k++) {
      const bound = Math.min(Math.max((thresholds[k] as number) - Z95 * sigma, muLo), muHi);
      const conditional = Math.max(0, normalCdf(((bound - mean) * root) / sigma) - lower) / z;
      below[k] = (below[k] as number) + w * conditional;
    }
  }
  const cdf = below.map((b) => Math.min(1, Math.max(0, b / total)));
  const probabilities: BayesEstimate['categoryProbabilities'] = [
    cdf[0] as number,
    Math.max(0, (cdf[1] as number) - (cdf[0] as number)),
    Math.max(0, (cdf[2] as number) - (cdf[1] as number)),
    Math.max(0, (cdf[3] as number) - (cdf[2] as number)),
    Math.max(0, 1 - (cdf[3] as number)),
  ];
  return { categoryProbabilities: probabilities, p95AboveOelProbability: probabilities[4] };
}
