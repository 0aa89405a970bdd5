// Upper tolerance limits of the 95th percentile and the exceedance fraction's confidence limit,
// both from the noncentral t (AIHA 4th ed. app. VI; Hewett, "Exposure Assessment Statistics";
// EN 689:2018 annex F; Odeh & Owen 1980 for the factors).
//
// √n (ȳ − y_p) / s is noncentral t with n − 1 degrees of freedom and noncentrality −z_p √n, so
// the one-sided tolerance factor is K = t'_γ(n − 1, z_p √n) / √n and UTL = exp(ȳ + K s).
import { noncentralityForCdf, noncentralTQuantile } from './distributions/noncentral-t.ts';
import { normalSf } from './distributions/normal.ts';
import type { LogSample } from './lognormal.ts';
import { Z95 } from './lognormal.ts';

/** One-sided tolerance factor K for the 95th percentile at confidence `confidence` (0.95, 0.70). */
export function toleranceFactor95(n: number, confidence: number): number {
  const root = Math.sqrt(n);
  return noncentralTQuantile(confidence, n - 1, Z95 * root) / root;
}

/** UTL_{95,γ} = exp(ȳ + K s). */
export function utl95(s: LogSample, confidence: number): number {
  return Math.exp(s.logMean + toleranceFactor95(s.n, confidence) * s.logSd);
}

/** Point estimate of the exceedance fraction: 1 − Φ((ln OEL − ȳ) / s), as a fraction 0–1. */
export function exceedanceFraction(s: LogSample, oel: number): number {
  return normalSf((Math.log(oel) - s.logMean) / s.logSd);
}

/**
 * Upper confidence limit of the exceedance fraction. With K = (ln OEL − ȳ)/s, K√n is noncentral t
 * with n − 1 df and noncentrality z√n, z = (ln OEL − μ)/σ. The lower `confidence` limit of the
 * noncentrality is the δ_L with F(K√n; n − 1, δ_L) = confidence; the UCL is Φ(−δ_L / √n).
 */
export function exceedanceUcl(s: LogSample, oel: number, confidence = 0.95): number {
  const root = Math.sqrt(s.n);
  const k = (Math.log(oel) - s.logMean) / s.logSd;
  const deltaLow = noncentralityForCdf(k * root, s.n - 1, confidence);
  return normalSf(deltaLow / root);
}
