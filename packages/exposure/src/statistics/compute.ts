// All the statistics of one agent in one similar-exposure group, from its values and its OEL.
import { type AihaCategory, aihaCategory } from './categories.ts';
import { type BayesEstimate, bayesEstimate } from './bayes.ts';
import { en689Preliminary, en689Statistical, type Verdict } from './en689.ts';
import { StatisticsError } from './errors.ts';
import { logSample, mvueMean, p95Estimate } from './lognormal.ts';
import {
  type ExchangeRate,
  doseFractionToLevel,
  isExchangeRate,
  levelsToDoseFractions,
} from './noise-dose.ts';
import { type ShapiroWilk, shapiroWilk } from './shapiro-wilk.ts';
import { exceedanceFraction, exceedanceUcl, utl95 } from './tolerance.ts';

export const MIN_VALUES = 3;
/** Below this sample sd of the logs the values count as identical (GSD = 1). */
const MIN_LOG_SD = 1e-9;

export interface FrequentistStatistics {
  n: number;
  /** Geometric mean, in the unit of the values. */
  gm: number;
  gsd: number;
  /** Sample arithmetic mean. */
  mean: number;
  /** Minimum-variance unbiased estimate of the arithmetic mean (Finney). */
  mvue: number;
  p95: number;
  utl9595: number;
  utl9570: number;
  /** Exceedance fraction of the OEL, 0–1, and its 95 % upper confidence limit. */
  exceedance: number;
  exceedanceUcl95: number;
  aihaCategory: AihaCategory;
  en689Preliminary: Verdict | null;
  en689Statistical: Verdict | null;
  /** Shapiro–Wilk on the natural logs (reported, never used to refuse). */
  shapiroWilk: ShapiroWilk | null;
}

export interface ExposureStatistics extends FrequentistStatistics {
  /** Null only when the GM lies beyond e^±20 × OEL, outside the prior. */
  bayes: BayesEstimate | null;
}

/** Checks the input; throws a StatisticsError naming the first problem. */
export function assertStatisticsInput(values: readonly number[], oel: number): void {
  if (!Number.isFinite(oel)) throw new StatisticsError('statistics:errors.oelNotANumber');
  if (!(oel > 0)) throw new StatisticsError('statistics:errors.oelNotPositive', { oel });
  values.forEach((v, i) => {
    if (!Number.isFinite(v)) throw new StatisticsError('statistics:errors.notANumber', { position: i + 1 });
    if (!(v > 0)) throw new StatisticsError('statistics:errors.notPositive', { position: i + 1, value: v });
  });
  if (values.length < MIN_VALUES) {
    throw new StatisticsError('statistics:errors.tooFew', { count: values.length, min: MIN_VALUES });
  }
}

function assertFinite(result: FrequentistStatistics): FrequentistStatistics {
  const figures = [
    result.gm,
    result.gsd,
    result.mean,
    result.mvue,
    result.p95,
    result.utl9595,
    result.utl9570,
  ];
  if (!figures.every(Number.isFinite) || !Number.isFinite(result.exceedance + result.exceedanceUcl95)) {
    throw new StatisticsError('statistics:errors.outOfRange');
  }
  return result;
}

/** The frequentist statistics of `values` (> 0, same unit as `oel`) against `oel`. */
export function computeFrequentistStatistics(values: readonly number[], oel: number): FrequentistStatistics {
  assertStatisticsInput(values, oel);
  const s = logSample(values);
  if (!(s.logSd > MIN_LOG_SD)) throw new StatisticsError('statistics:errors.allIdentical');
  const p95 = p95Estimate(s);
  const utl9570 = utl95(s, 0.7);
  return assertFinite({
    n: s.n,
    gm: Math.exp(s.logMean),
    gsd: Math.exp(s.logSd),
    mean: values.reduce((sum, v) => sum + v, 0) / s.n,
    mvue: mvueMean(s),
    p95,
    utl9595: utl95(s, 0.95),
    utl9570,
    exceedance: exceedanceFraction(s, oel),
    exceedanceUcl95: exceedanceUcl(s, oel, 0.95),
    aihaCategory: aihaCategory(p95, oel),
    en689Preliminary: en689Preliminary(values, oel),
    en689Statistical: en689Statistical(s.n, utl9570, oel),
    shapiroWilk: shapiroWilk(values.map(Math.log)),
  });
}

/** Frequentist and Bayesian statistics of `values` (> 0, same unit as `oel`) against `oel`. */
export function computeExposureStatistics(values: readonly number[], oel: number): ExposureStatistics {
  const frequentist = computeFrequentistStatistics(values, oel);
  return { ...frequentist, bayes: bayesEstimate(values, oel) };
}

export interface NoiseStatistics extends ExposureStatistics {
  /** The same figures back in dB(A): Lc + q·log2(fraction). */
  gmDb: number;
  p95Db: number;
  utl9595Db: number;
  utl9570Db: number;
}

/**
 * Statistics of daily noise levels (NEN or NE, dB(A)) against the criterion level: each level is
 * turned into its dose fraction with the exchange rate q, the OEL is 1 (100 % of the criterion).
 */
export function computeNoiseStatistics(
  levels: readonly number[],
  criterionLevel: number,
  exchangeRate: number,
): NoiseStatistics {
  if (!isExchangeRate(exchangeRate)) {
    throw new StatisticsError('statistics:errors.exchangeRate', {
      value: Number.isFinite(exchangeRate) ? String(exchangeRate) : '—',
    });
  }
  if (!Number.isFinite(criterionLevel)) throw new StatisticsError('statistics:errors.oelNotANumber');
  if (!(criterionLevel > 0))
    throw new StatisticsError('statistics:errors.oelNotPositive', { oel: criterionLevel });
  const q: ExchangeRate = exchangeRate;
  const stats = computeExposureStatistics(levelsToDoseFractions(levels, criterionLevel, q), 1);
  const toDb = (fraction: number) => doseFractionToLevel(fraction, criterionLevel, q);
  return {
    ...stats,
    gmDb: toDb(stats.gm),
    p95Db: toDb(stats.p95),
    utl9595Db: toDb(stats.utl9595),
    utl9570Db: toDb(stats.utl9570),
  };
}
