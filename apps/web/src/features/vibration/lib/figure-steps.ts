import type { VibrationData } from '@ohp/devices/readings';
import type { VibrationEvaluation } from '@ohp/exposure';
import { hasSummaries, intervalSummaries, rememberSummaries } from './interval-summaries';
import { hasOverall, overallSeries, rememberOverall } from './overall-series';

// The whole-record passes the axis viewer's figures need (the axes' summaries, the overall over
// time), for a long record that did not come through the file worker: one opened on /upload, read
// from a device or restored after a reload (the open-reading worker parses, it does not summarise).
// In the viewer's first render they were one task of 60–80 ms for a 7-day record on a 2-CPU VM
// (issue 28: no main-thread task over 100 ms); as steps, each is a task of its own before it.

/** Intervals from which the passes are steps of their own: ≈ 28 h at 1 s. */
export const STEPPED_INTERVALS = 100_000;

/**
 * The passes still to run for `data` under `chosen`, each remembering its answer where viewerData
 * finds it (summariesOf, overallOf); none for a short record, a raw signal or what is known.
 */
export function figureSteps(data: VibrationData, chosen: VibrationEvaluation): Array<() => void> {
  if (data.kind !== 'intervals') return [];
  const series = data.series;
  if (series.x.length <= STEPPED_INTERVALS) return [];
  const evaluation = series.evaluation ?? chosen;
  const steps: Array<() => void> = [];
  if (!hasSummaries(series)) steps.push(() => rememberSummaries(series, intervalSummaries(series)));
  if (!hasOverall(series, evaluation))
    steps.push(() => rememberOverall(series, evaluation, overallSeries(series, evaluation)));
  return steps;
}
