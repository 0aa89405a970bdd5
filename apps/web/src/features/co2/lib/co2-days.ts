import {
  co2AboveALimit,
  type Co2ExposureResult,
  type Co2Options,
  type Co2Series,
  computeCo2ExposureByDay,
} from '@ohp/exposure';

// The day-by-day figures of a CO2 record longer than 24 h, as the CO2 worker computes them:
// @ohp/exposure's computeCo2ExposureByDay (the one `ohp analyze co2` calls).

export interface Co2DaysRequest {
  series: Co2Series;
  options: Co2Options;
}

export interface Co2DayFigures {
  day: number;
  date: string | null;
  meanPpm: number;
  maxPpm: number;
  twa8hPpm: number;
  /** Above the NR-15 mean, grave and imminent risk, the TLV-TWA or the STEL. */
  above: boolean;
}

export interface Co2DaysAnswer {
  days: Co2DayFigures[];
  worst: number;
  /** The worst day's whole result: what the viewer's cards and verdicts show, as the report does. */
  worstResult: Co2ExposureResult;
}

/** The days, or null for a record of 24 h or less. */
export function co2Days({ series, options }: Co2DaysRequest): Co2DaysAnswer | null {
  const byDay = computeCo2ExposureByDay(series, options);
  if (!byDay) return null;
  const days = byDay.days.map(({ day, date, result: r }) => ({
    day,
    date,
    meanPpm: r.meanPpm,
    maxPpm: r.maxPpm,
    twa8hPpm: r.acgih.twa8hPpm,
    above: co2AboveALimit(r),
  }));
  const worstResult = byDay.days[byDay.worst]?.result;
  if (!worstResult) return null;
  return { days, worst: byDay.worst, worstResult };
}
