// A noise record longer than a day, analysed one calendar day at a time (docs/noise-calculations.md
// "Records longer than a day").
import {
  calendarDays,
  type DayRange,
  localEpochStart,
  longerThanADay,
  worstDayIndex,
} from '../days/index.ts';
import { epochMs } from '../units/index.ts';
import { computeNoiseExposure } from './compute.ts';
import type { BandSeries, NoiseCriteria, NoiseExposureResult, NoiseSeries } from './types.ts';

export interface NoiseDay extends DayRange {
  result: NoiseExposureResult;
}

export interface NoiseDays {
  days: NoiseDay[];
  /** Index in `days` of the worst day (highest judgement, then highest daily dose). */
  worst: number;
}

const bandsOf = (b: BandSeries | undefined, from: number, to: number): BandSeries | undefined =>
  b ? { ...b, levels: b.levels.map((l) => l.subarray(from, to)) } : undefined;

/** The intervals `[from, to)` of a series as a series of their own (views, no copy). */
export function noiseSeriesSlice(series: NoiseSeries, from: number, to: number): NoiseSeries {
  const octaves = bandsOf(series.octaves, from, to);
  const thirds = bandsOf(series.thirds, from, to);
  return {
    startMs: epochMs(series.startMs + from * series.intervalS * 1000),
    timeBase: series.timeBase,
    intervalS: series.intervalS,
    laeq: series.laeq.subarray(from, to),
    ...(series.peak ? { peak: series.peak.subarray(from, to) } : {}),
    ...(series.peakWeighting ? { peakWeighting: series.peakWeighting } : {}),
    ...(series.lafmax ? { lafmax: series.lafmax.subarray(from, to) } : {}),
    ...(octaves ? { octaves } : {}),
    ...(thirds ? { thirds } : {}),
    excluded: series.excluded,
  };
}

/** The calendar days of a noise series (24-h blocks from the start for relative times). */
export function noiseDayRanges(series: NoiseSeries): DayRange[] {
  const start =
    series.timeBase === 'absolute' ? localEpochStart(series.startMs) : { date: null, secondOfDay: 0 };
  return calendarDays(start, series.intervalS, series.laeq.length);
}

/**
 * Day-by-day results of a record longer than a day, or null for a record of a day or less. Each
 * day is computed as a record of its own under the same criteria: without a declared workday, the
 * day's measured duration is its workday.
 */
export function computeNoiseExposureByDay(series: NoiseSeries, criteria: NoiseCriteria): NoiseDays | null {
  if (!longerThanADay(series.intervalS, series.laeq.length)) return null;
  const days = noiseDayRanges(series).map((range) => ({
    ...range,
    result: computeNoiseExposure(noiseSeriesSlice(series, range.from, range.to), criteria),
  }));
  const worst = worstDayIndex(
    days,
    (d) => d.result.judgement,
    (d) => d.result.projectedWorkdayDosePct,
  );
  return { days, worst };
}
