import type { VibrationSeries } from '@ohp/devices/readings';
import { type AxisValues, type IntervalAxisSummary, summariseIntervals } from '@ohp/exposure';

// The per-axis summaries of an AxPro record (amj, VDV, peak, band energy means): the whole record's
// pass that the axis viewer needs. Computed in the file worker right after the parse (a 10 h
// extended record carries ≈ 3.5 million band values: summarising them held the main thread), and
// here again only for a reading that did not come through the worker.

export type IntervalSummaries = AxisValues<IntervalAxisSummary>;

export function intervalSummaries(s: VibrationSeries): IntervalSummaries {
  const of = (k: 'x' | 'y' | 'z') =>
    summariseIntervals({
      rms: s[k],
      fourthPower: s.fourthPower?.[k],
      peak: s.peak?.[k],
      bands: s.spectrum?.bands[k],
    });
  return { x: of('x'), y: of('y'), z: of('z') };
}

/** The summaries the worker computed, by the series they are of (the reading keeps that object). */
const known = new WeakMap<VibrationSeries, IntervalSummaries>();

export function rememberSummaries(series: VibrationSeries, summaries: IntervalSummaries): void {
  known.set(series, summaries);
}

/** Whether this series' summaries are known (from the worker, or computed and remembered here). */
export const hasSummaries = (series: VibrationSeries): boolean => known.has(series);

/** The worker's summaries of this series, else computed here. */
export function summariesOf(series: VibrationSeries): IntervalSummaries {
  return known.get(series) ?? intervalSummaries(series);
}
