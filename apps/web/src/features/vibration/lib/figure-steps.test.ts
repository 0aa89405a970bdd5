import type { VibrationSeries } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { figureSteps, STEPPED_INTERVALS } from './figure-steps';
import { hasSummaries, intervalSummaries, rememberSummaries, summariesOf } from './interval-summaries';
import { hasOverall, overallOf, overallSeries } from './overall-series';

/** An old-format record (levels only) of `n` intervals at 1 s. */
function series(n: number, evaluation: VibrationSeries['evaluation'] = 'hand-arm'): VibrationSeries {
  const axis = (scale: number) => Float64Array.from({ length: n }, (_, i) => scale * (1 + (i % 7)));
  return {
    start: '2026-02-05T00:00:00',
    intervalS: 1,
    offsets: Float64Array.from({ length: n }, (_, i) => i),
    x: axis(0.1),
    y: axis(0.2),
    z: axis(0.3),
    fourthPower: null,
    peak: null,
    spectrum: null,
    evaluation,
    deviceFactor: 1,
  };
}

describe('the axis viewer’s whole-record passes as steps', () => {
  it('a long record not summarised: the summaries, then the overall, each remembered as computed at once', () => {
    const long = series(STEPPED_INTERVALS + 1);
    const steps = figureSteps({ kind: 'intervals', series: long }, 'whole-body');
    expect(steps).toHaveLength(2);
    (steps[0] as () => void)();
    expect(hasSummaries(long)).toBe(true);
    expect(hasOverall(long, 'hand-arm')).toBe(false);
    (steps[1] as () => void)();
    // Under the record's own evaluation (hand-arm), not the one chosen for records without one.
    expect(hasOverall(long, 'hand-arm')).toBe(true);
    expect(summariesOf(long)).toEqual(intervalSummaries(long));
    expect(Array.from(overallOf(long, 'hand-arm'))).toEqual(Array.from(overallSeries(long, 'hand-arm')));
    // Nothing left: the viewer's render then finds both.
    expect(figureSteps({ kind: 'intervals', series: long }, 'whole-body')).toEqual([]);
  });

  it('only what is not known yet: a record whose summaries came from the file worker', () => {
    // An 'analog' record: no evaluation of its own, the chosen one applies.
    const long = { ...series(STEPPED_INTERVALS + 1), evaluation: undefined };
    rememberSummaries(long, intervalSummaries(long));
    const steps = figureSteps({ kind: 'intervals', series: long }, 'whole-body');
    expect(steps).toHaveLength(1);
    (steps[0] as () => void)();
    expect(hasOverall(long, 'whole-body')).toBe(true);
  });

  it('none for a record up to the limit', () => {
    expect(figureSteps({ kind: 'intervals', series: series(STEPPED_INTERVALS) }, 'hand-arm')).toEqual([]);
  });
});
