// Noise levels as exposures for the statistics: a daily level L (NEN or NE) is the dose fraction
// D = 2^((L − Lc)/q) of the criterion Lc (NR-15 Anexo 1 with q = 5; NHO-01 §5.1.1 with q = 3),
// so 1 = 100 % of the criterion and the lognormal model applies to D, not to the decibels.
import { StatisticsError } from './errors.ts';

export type ExchangeRate = 3 | 5;

export function isExchangeRate(q: number): q is ExchangeRate {
  return q === 3 || q === 5;
}

/** D = 2^((L − Lc)/q). */
export function levelToDoseFraction(level: number, criterionLevel: number, q: ExchangeRate): number {
  return 2 ** ((level - criterionLevel) / q);
}

/** L = Lc + q · log2(D). */
export function doseFractionToLevel(fraction: number, criterionLevel: number, q: ExchangeRate): number {
  return criterionLevel + q * Math.log2(fraction);
}

/** Dose fractions of a list of levels; a level that is not a finite number is refused by position. */
export function levelsToDoseFractions(
  levels: readonly number[],
  criterionLevel: number,
  q: ExchangeRate,
): number[] {
  return levels.map((level, i) => {
    if (!Number.isFinite(level))
      throw new StatisticsError('statistics:errors.notANumber', { position: i + 1 });
    return levelToDoseFraction(level, criterionLevel, q);
  });
}
