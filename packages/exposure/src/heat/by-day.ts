// A heat record longer than a day, its critical hour found one calendar day at a time
// (docs/heat-calculations.md "Records longer than a day"): `ohp analyze heat`, the report and the
// browser worker call these.
import {
  calendarDays,
  type DayRange,
  localEpochStart,
  longerThanADay,
  worstDayIndex,
} from '../days/index.ts';
import { assessHeatSeries, type SeriesAssessment, type SeriesOptions } from './assess-series.ts';
import type { HeatSeries } from './types.ts';

/** The samples `[from, to)` of a heat series as a series of its own (views; the clock moved to its first sample). */
export function heatSeriesSlice(s: HeatSeries, from: number, to: number): HeatSeries {
  return {
    ...s,
    startMs: s.startMs + from * s.intervalS * 1000,
    tg: s.tg.subarray(from, to),
    tbn: s.tbn.subarray(from, to),
    tbs: s.tbs ? s.tbs.subarray(from, to) : null,
    rh: s.rh ? s.rh.subarray(from, to) : null,
    lineOf: s.lineOf.subarray(from, to),
  };
}

export function heatLongerThanADay(s: HeatSeries): boolean {
  return longerThanADay(s.intervalS, s.tg.length);
}

/** The calendar days of a heat series (24-h blocks from the start for relative times). */
export function heatDayRanges(s: HeatSeries): DayRange[] {
  const start = s.timeBase === 'absolute' ? localEpochStart(s.startMs) : { date: null, secondOfDay: 0 };
  return calendarDays(start, s.intervalS, s.tg.length);
}

/**
 * Stabilisation time of a day's slice: the sensors settle once, at the start of the record, so
 * only the first day waits for them.
 */
export const dayStabilisation = (range: DayRange, stabilisationMin?: number): number | undefined =>
  range.from === 0 ? stabilisationMin : 0;

export interface HeatDay extends DayRange {
  series: SeriesAssessment;
}

/**
 * Each calendar day's critical hour, or null for a record of a day or less. A day without a valid
 * sample (all gaps) has no critical hour and is left out; the worst day is the highest judgement
 * (of the days that could be judged), then the highest IBUTG.
 */
export function assessHeatSeriesByDay(
  s: HeatSeries,
  options: SeriesOptions,
): { days: HeatDay[]; worst: number } | null {
  if (!heatLongerThanADay(s)) return null;
  const days = heatDayRanges(s).flatMap((range) => {
    const stabilisationMin = dayStabilisation(range, options.stabilisationMin);
    const series = assessHeatSeries(heatSeriesSlice(s, range.from, range.to), {
      ...options,
      ...(stabilisationMin === undefined ? {} : { stabilisationMin }),
    });
    return series ? [{ ...range, series }] : [];
  });
  const worst = worstDayIndex(
    days,
    (d) => (d.series.assessment.ok ? d.series.assessment.data.judgement : null),
    (d) => (d.series.assessment.ok ? d.series.assessment.data.ibutg : d.series.window.meanIbutg),
  );
  return { days, worst };
}
