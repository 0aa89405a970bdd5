// @ohp/exposure statistics: lognormal estimates, tolerance limits, exceedance, AIHA category,
// EN 689 tests, Shapiro–Wilk and the Expostats Bayesian estimate (docs/statistics.md).
export { type BayesEstimate, bayesEstimate, EXPOSTATS_MU_RANGE, EXPOSTATS_SIGMA_RANGE } from './bayes.ts';
export { AIHA_BOUNDS, type AihaCategory, aihaCategory } from './categories.ts';
export {
  assertStatisticsInput,
  computeExposureStatistics,
  computeFrequentistStatistics,
  computeNoiseStatistics,
  type ExposureStatistics,
  type FrequentistStatistics,
  MIN_VALUES,
  type NoiseStatistics,
} from './compute.ts';
export { noncentralityForCdf, noncentralTCdf, noncentralTQuantile } from './distributions/noncentral-t.ts';
export { normalCdf, normalQuantile } from './distributions/normal.ts';
export {
  EN689_PRELIMINARY_FRACTIONS,
  EN689_STATISTICAL_MIN_N,
  en689Preliminary,
  en689Statistical,
  type Verdict,
} from './en689.ts';
export { isStatisticsError, StatisticsError } from './errors.ts';
export { type LogSample, logSample, mvueMean, p95Estimate, Z95 } from './lognormal.ts';
export {
  doseFractionToLevel,
  type ExchangeRate,
  isExchangeRate,
  levelsToDoseFractions,
  levelToDoseFraction,
} from './noise-dose.ts';
export { type ShapiroWilk, shapiroWilk } from './shapiro-wilk.ts';
export { exceedanceFraction, exceedanceUcl, toleranceFactor95, utl95 } from './tolerance.ts';
