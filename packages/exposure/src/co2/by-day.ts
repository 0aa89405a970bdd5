// A CO2 record longer than a day, analysed one calendar day at a time (docs/co2-calculations.md
// "Records longer than a day"): the CLI, the browser worker, the report and the server call this.
import {
  calendarDaysOfOffsets,
  type DayRange,
  localEpochStart,
  longerThanADay,
  worstDayIndex,
} from '../days/index.ts';
import { computeCo2Exposure } from './compute.ts';
import type { Co2ExposureResult, Co2Options, Co2Series } from './types.ts';

export interface Co2Day extends DayRange {
  /** The day's registers as a series of their own (views, same clock). */
  series: Co2Series;
  result: Co2ExposureResult;
  /** The day's TWA over its measured registers only (not projected to a workday). */
  measuredTwaPpm: number;
}

export interface Co2Days {
  days: Co2Day[];
  /** Index in `days` of the worst day (above any limit first, then the highest mean). */
  worst: number;
}

/** The registers `[from, to)` of a series as a series of their own (views, same clock). */
export function co2SeriesSlice(series: Co2Series, from: number, to: number): Co2Series {
  return {
    ...series,
    offsetsS: series.offsetsS.subarray(from, to),
    co2: series.co2.subarray(from, to),
    ...(series.temperature ? { temperature: series.temperature.subarray(from, to) } : {}),
    ...(series.humidity ? { humidity: series.humidity.subarray(from, to) } : {}),
  };
}

/** Above any of the day's limits: NR-15 mean, grave and imminent risk, TLV-TWA or STEL. */
export function co2AboveALimit(r: Co2ExposureResult): boolean {
  return r.nr15.exceeds || r.nr15.graveAndImminentRisk || r.acgih.exceedsTwa || r.acgih.exceedsStel;
}

/** Whether the registers span more than 24 h (first register's start to the last one's end). */
export function co2LongerThanADay(series: Co2Series): boolean {
  const n = series.offsetsS.length;
  if (n === 0) return false;
  const span = (series.offsetsS[n - 1] as number) + series.intervalS - (series.offsetsS[0] as number);
  return longerThanADay(1, span);
}

/**
 * Day-by-day results of a record longer than a day, or null for a record of a day or less: each
 * calendar day analysed as a workday of its own under the same options.
 */
export function computeCo2ExposureByDay(series: Co2Series, options: Co2Options = {}): Co2Days | null {
  if (!co2LongerThanADay(series)) return null;
  const start =
    series.timeBase === 'absolute' ? localEpochStart(series.startMs) : { date: null, secondOfDay: 0 };
  const days = calendarDaysOfOffsets(start, series.offsetsS).map((range) => {
    const slice = co2SeriesSlice(series, range.from, range.to);
    return {
      ...range,
      series: slice,
      result: computeCo2Exposure(slice, options),
      measuredTwaPpm: computeCo2Exposure(slice, { ...options, notProject: true }).acgih.twa8hPpm,
    };
  });
  const worst = worstDayIndex(
    days,
    (d) => (co2AboveALimit(d.result) ? 'above_limit' : 'acceptable'),
    (d) => d.result.meanPpm,
  );
  return { days, worst };
}
