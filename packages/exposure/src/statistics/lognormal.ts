// Descriptive statistics of a lognormal sample (AIHA, "A Strategy for Assessing and Managing
// Occupational Exposures", 4th ed., 2015, ch. 8 and app. VI; Mulhausen & Damiano).
import { normalQuantile } from './distributions/normal.ts';

/** z_0.95 = Φ⁻¹(0.95) = 1.6449. */
export const Z95 = normalQuantile(0.95);

/** Mean ȳ and sample standard deviation s (n − 1) of the natural logs. */
export interface LogSample {
  n: number;
  logMean: number;
  logSd: number;
}

export function logSample(values: readonly number[]): LogSample {
  const n = values.length;
  let sum = 0;
  for (const v of values) sum += Math.log(v);
  const logMean = sum / n;
  let ss = 0;
  for (const v of values) ss += (Math.log(v) - logMean) ** 2;
  return { n, logMean, logSd: Math.sqrt(ss / (n - 1)) };
}

// Finney's ψ_n(t) (Finney 1941; AIHA app. VI): 1 + (n−1)t/n + Σ_{j≥2} (n−1)^{2j−1} t^j /
// (n^j (n+1)(n+3)…(n+2j−3) j!); each term is the previous × (n−1)² t / (n (n+2j−3) j).
function finneyPsi(n: number, t: number): number {
  let term = ((n - 1) * t) / n;
  let sum = 1 + term;
  for (let j = 2; j < 1000; j++) {
    term *= ((n - 1) * (n - 1) * t) / (n * (n + 2 * j - 3) * j);
    sum += term;
    if (Math.abs(term) < 1e-17 * sum) break;
  }
  return sum;
}

/** MVUE of the arithmetic mean of a lognormal: exp(ȳ) · ψ_n(s²/2) (Finney 1941; AIHA app. VI). */
export function mvueMean(s: LogSample): number {
  return Math.exp(s.logMean) * finneyPsi(s.n, (s.logSd * s.logSd) / 2);
}

/** Point estimate of the 95th percentile: GM · GSD^z0.95 = exp(ȳ + 1.645 s). */
export function p95Estimate(s: LogSample): number {
  return Math.exp(s.logMean + Z95 * s.logSd);
}
