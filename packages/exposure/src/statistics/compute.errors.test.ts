// Bad input gives a StatisticsError with a key translated in every language, never NaN/Infinity.
import { hasTranslation, languages, translate } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { computeExposureStatistics, computeNoiseStatistics } from './compute.ts';
import { StatisticsError } from './errors.ts';

function errorOf(run: () => unknown): StatisticsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatisticsError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

const cases: [string, () => unknown, string][] = [
  ['no values', () => computeExposureStatistics([], 1), 'tooFew'],
  ['two values', () => computeExposureStatistics([1, 2], 10), 'tooFew'],
  ['a zero', () => computeExposureStatistics([1, 0, 2], 10), 'notPositive'],
  ['a negative', () => computeExposureStatistics([1, -3, 2], 10), 'notPositive'],
  ['NaN', () => computeExposureStatistics([1, Number.NaN, 2], 10), 'notANumber'],
  ['Infinity', () => computeExposureStatistics([1, Number.POSITIVE_INFINITY, 2], 10), 'notANumber'],
  ['OEL zero', () => computeExposureStatistics([1, 2, 3], 0), 'oelNotPositive'],
  ['OEL negative', () => computeExposureStatistics([1, 2, 3], -5), 'oelNotPositive'],
  ['OEL NaN', () => computeExposureStatistics([1, 2, 3], Number.NaN), 'oelNotANumber'],
  ['all identical', () => computeExposureStatistics([4, 4, 4, 4], 10), 'allIdentical'],
  ['identical levels', () => computeNoiseStatistics([85, 85, 85], 85, 5), 'allIdentical'],
  ['exchange rate 4', () => computeNoiseStatistics([80, 82, 85], 85, 4), 'exchangeRate'],
  ['criterion ≤ 0', () => computeNoiseStatistics([80, 82, 85], -5, 3), 'oelNotPositive'],
  ['a level not a number', () => computeNoiseStatistics([80, Number.NaN, 85], 85, 3), 'notANumber'],
  ['values beyond double range', () => computeExposureStatistics([1e-300, 1e300, 1e308], 1), 'outOfRange'],
];

describe('bad input', () => {
  it.each(cases)('%s → a translated StatisticsError', (_name, run, key) => {
    const error = errorOf(run);
    expect(error.key).toBe(`statistics:errors.${key}`);
    for (const language of languages) {
      expect(hasTranslation(language, error.key)).toBe(true);
      const text = translate(language, error.key, error.values);
      expect(text).not.toMatch(/\{\{|NaN|Infinity/);
    }
  });

  it('a negative level in dB(A) is a valid level (only the dose fraction must be positive)', () => {
    const r = computeNoiseStatistics([-3, 2, 10], 85, 3);
    expect(Number.isFinite(r.p95Db)).toBe(true);
  });

  it('values nearly identical but not equal still give finite figures', () => {
    const r = computeExposureStatistics([1, 1.000001, 1.000002], 1);
    for (const v of [r.gm, r.gsd, r.p95, r.utl9595, r.utl9570, r.exceedance, r.exceedanceUcl95]) {
      expect(Number.isFinite(v)).toBe(true);
    }
  });
});
