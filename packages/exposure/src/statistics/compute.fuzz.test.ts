// Any input of the right shape: either a StatisticsError with a statistics:errors key, or figures
// that are all finite numbers (never NaN or Infinity on a screen or in a PDF), and no hang.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { computeExposureStatistics, computeNoiseStatistics } from './compute.ts';
import { isStatisticsError } from './errors.ts';

const anyNumber = fc.oneof(
  fc.double(),
  fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
  fc.integer({ min: -5, max: 200 }),
  fc.constantFrom(0, 1, 1 + 1e-12, 1e-300, 1e300, Number.MIN_VALUE),
);

function finiteFigures(r: ReturnType<typeof computeExposureStatistics>): boolean {
  const numbers = [
    r.gm,
    r.gsd,
    r.mean,
    r.mvue,
    r.p95,
    r.utl9595,
    r.utl9570,
    r.exceedance,
    r.exceedanceUcl95,
    ...(r.shapiroWilk ? [r.shapiroWilk.w, r.shapiroWilk.p] : []),
    ...(r.bayes ? r.bayes.categoryProbabilities : []),
  ];
  return numbers.every(Number.isFinite) && r.exceedance >= 0 && r.exceedanceUcl95 <= 1;
}

function outcome(run: () => ReturnType<typeof computeExposureStatistics>) {
  try {
    return finiteFigures(run()) ? 'finite' : 'not finite';
  } catch (error) {
    return isStatisticsError(error) && error.key.startsWith('statistics:errors.') ? 'refused' : String(error);
  }
}

describe('statistics on any input', () => {
  test.prop([fc.array(anyNumber, { maxLength: 12 }), anyNumber], { numRuns: 150 })(
    'values and OEL: refused with a key, or all figures finite',
    (values, oel) => {
      expect(['finite', 'refused']).toContain(outcome(() => computeExposureStatistics(values, oel)));
    },
  );

  test.prop([fc.array(anyNumber, { maxLength: 12 }), anyNumber, fc.constantFrom(3, 5, 4, Number.NaN)], {
    numRuns: 100,
  })('noise levels: refused with a key, or all figures finite', (levels, criterion, q) => {
    expect(['finite', 'refused']).toContain(outcome(() => computeNoiseStatistics(levels, criterion, q)));
  });

  const positive = fc.oneof(
    fc.double({ min: 1e-300, max: 1e300, noNaN: true }),
    fc.double({ min: 0.999999, max: 1.000001, noNaN: true }),
  );
  test.prop([fc.array(positive, { minLength: 3, maxLength: 30 }), positive], { numRuns: 150 })(
    'positive values of any magnitude and spread: refused with a key, or all figures finite',
    (values, oel) => {
      expect(['finite', 'refused']).toContain(outcome(() => computeExposureStatistics(values, oel)));
    },
  );
});
