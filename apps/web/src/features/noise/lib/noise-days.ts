import {
  computeNoiseExposureByDay,
  type Judgement,
  type NoiseCriteria,
  type NoiseExposureResult,
  type NoisePresetName,
  type NoiseSeries,
} from '@ohp/exposure';

// The day-by-day figures of a noise record longer than 24 h, as the noise worker computes them:
// @ohp/exposure's computeNoiseExposureByDay (the one `ohp analyze noise` calls), one table per norm.

export interface NoiseDaysRequest {
  /** The viewer's series (pauses and clippings excluded), without band levels (no figure here needs them). */
  series: NoiseSeries;
  norms: { norm: NoisePresetName; criteria: NoiseCriteria }[];
}

export interface NoiseDayFigures {
  day: number;
  date: string | null;
  durationMin: number;
  /** Daily dose (the day's own workday, or the declared one). */
  dosePct: number;
  lavg: number | null;
  nen: number | null;
  judgement: Judgement | null;
}

export interface NoiseNormDays {
  norm: NoisePresetName;
  days: NoiseDayFigures[];
  worst: number;
  /** The worst day's whole result: what the viewer's cards show, as the report does. */
  worstResult: NoiseExposureResult;
}

/** The series without band levels: what travels to the worker (a week of third octaves is 150 MB). */
export function withoutBands(series: NoiseSeries): NoiseSeries {
  const { octaves: _octaves, thirds: _thirds, ...rest } = series;
  return rest;
}

/** Each norm's days; empty for a record of 24 h or less. */
export function noiseDays(request: NoiseDaysRequest): NoiseNormDays[] {
  return request.norms.flatMap(({ norm, criteria }) => {
    const byDay = computeNoiseExposureByDay(request.series, criteria);
    if (!byDay) return [];
    const days = byDay.days.map(({ day, date, result: r }) => ({
      day,
      date,
      durationMin: r.durationMin,
      dosePct: r.projectedWorkdayDosePct,
      lavg: r.lavg,
      nen: r.nen,
      judgement: r.judgement,
    }));
    const worstResult = byDay.days[byDay.worst]?.result;
    return worstResult ? [{ norm, days, worst: byDay.worst, worstResult }] : [];
  });
}
