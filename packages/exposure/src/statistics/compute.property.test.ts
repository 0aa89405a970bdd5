// Invariances the statistics must have whatever the data (fast-check):
// - scaling all values and the OEL by one constant (a change of unit) changes no conclusion;
// - multiplying all values by c > 1 never lowers the exceedance fraction, its UCL or the category.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { computeExposureStatistics } from './compute.ts';

const values = fc
  .array(fc.double({ min: 0.01, max: 1000, noNaN: true }), { minLength: 3, maxLength: 25 })
  .filter((xs) => Math.max(...xs) / Math.min(...xs) > 1.001);
const oel = fc.double({ min: 0.1, max: 2000, noNaN: true });
const factor = fc.double({ min: 1e-3, max: 1e3, noNaN: true });

const close = (a: number, b: number, tolerance = 1e-7) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));

describe('exposure statistics properties', () => {
  test.prop([values, oel, factor], { numRuns: 60 })(
    'a change of unit changes no conclusion',
    (xs, limit, k) => {
      const a = computeExposureStatistics(xs, limit);
      const b = computeExposureStatistics(
        xs.map((x) => x * k),
        limit * k,
      );
      expect(close(b.gm, a.gm * k)).toBe(true);
      expect(close(b.gsd, a.gsd)).toBe(true);
      expect(close(b.utl9595, a.utl9595 * k)).toBe(true);
      expect(close(b.exceedance, a.exceedance, 1e-6)).toBe(true);
      expect(close(b.exceedanceUcl95, a.exceedanceUcl95, 1e-6)).toBe(true);
      // Categories and verdicts compare ratios to the OEL; skip draws sitting on a boundary.
      const ratio = a.p95 / limit;
      if (![0.01, 0.1, 0.5, 1].some((bound) => Math.abs(ratio / bound - 1) < 1e-9)) {
        expect(b.aihaCategory).toBe(a.aihaCategory);
      }
      if (Math.abs(a.utl9570 / limit - 1) > 1e-9) expect(b.en689Statistical).toBe(a.en689Statistical);
      a.bayes?.categoryProbabilities.forEach((p, i) => {
        expect(Math.abs(p - (b.bayes?.categoryProbabilities[i] ?? -1))).toBeLessThan(1e-6);
      });
    },
  );

  test.prop([values, oel, fc.double({ min: 1.0001, max: 100, noNaN: true })], { numRuns: 60 })(
    'more exposure never lowers the exceedance or the category',
    (xs, limit, c) => {
      const a = computeExposureStatistics(xs, limit);
      const b = computeExposureStatistics(
        xs.map((x) => x * c),
        limit,
      );
      expect(b.exceedance).toBeGreaterThanOrEqual(a.exceedance - 1e-12);
      expect(b.exceedanceUcl95).toBeGreaterThanOrEqual(a.exceedanceUcl95 - 1e-9);
      expect(b.aihaCategory).toBeGreaterThanOrEqual(a.aihaCategory);
      expect(b.bayes?.p95AboveOelProbability ?? 0).toBeGreaterThanOrEqual(
        (a.bayes?.p95AboveOelProbability ?? 0) - 1e-9,
      );
    },
  );
});
