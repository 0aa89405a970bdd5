import type { VibrationSeries } from '@ohp/devices/readings';
import { type AxisValues, axisFactors, resultant, type VibrationEvaluation } from '@ohp/exposure';

// The overall (amr of each interval) over time that the axis viewer draws: one resultant per
// interval, ≈ 100 ms for a 7-day record at 1 s. Computed in the file worker under the record's own
// evaluation (it held the viewer's first render on the main thread), and here again only for an
// evaluation the user chooses or a reading that did not come through the worker.

export function overallSeries(
  h: AxisValues<ArrayLike<number>>,
  evaluation: VibrationEvaluation,
): Float64Array {
  const f = axisFactors(evaluation);
  const out = new Float64Array(h.x.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = resultant({ x: h.x[i] as number, y: h.y[i] as number, z: h.z[i] as number }, f);
  }
  return out;
}

/** The worker's overall of a series, by series and evaluation (the reading keeps that object). */
const known = new WeakMap<VibrationSeries, { evaluation: VibrationEvaluation; overall: Float64Array }>();

export function rememberOverall(
  series: VibrationSeries,
  evaluation: VibrationEvaluation,
  overall: Float64Array,
): void {
  known.set(series, { evaluation, overall });
}

/** Whether the overall of this series under this evaluation is known. */
export const hasOverall = (series: VibrationSeries, evaluation: VibrationEvaluation): boolean =>
  known.get(series)?.evaluation === evaluation;

/** The worker's overall of this series under this evaluation, else computed here. */
export function overallOf(series: VibrationSeries, evaluation: VibrationEvaluation): Float64Array {
  const got = known.get(series);
  return got?.evaluation === evaluation ? got.overall : overallSeries(series, evaluation);
}
