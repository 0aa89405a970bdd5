import {
  assessHeatSeriesByDay,
  type HeatJudgement,
  type HeatSeries,
  type SeriesOptions,
} from '@ohp/exposure';

// The day-by-day critical hours of a heat record longer than 24 h, as the heat worker computes
// them: @ohp/exposure's assessHeatSeriesByDay (the day split `ohp analyze heat` uses).

export interface HeatDaysRequest {
  series: HeatSeries;
  options: SeriesOptions;
}

export interface HeatDayFigures {
  day: number;
  date: string | null;
  /** Offset of the day's critical hour from the record's start, s. */
  windowStartS: number;
  /** The IBUTG judged (increments included), or the window's measured mean when no judgement could be made. */
  ibutg: number;
  limit: number | null;
  judgement: HeatJudgement | null;
}

export interface HeatDaysAnswer {
  days: HeatDayFigures[];
  worst: number;
}

/** The days, or null for a record of 24 h or less. */
export function heatDays({ series, options }: HeatDaysRequest): HeatDaysAnswer | null {
  const byDay = assessHeatSeriesByDay(series, options);
  if (!byDay) return null;
  const days = byDay.days.map(({ day, date, from, series: s }) => ({
    day,
    date,
    windowStartS: (from + s.window.start) * series.intervalS,
    ibutg: s.assessment.ok ? s.assessment.data.ibutg : s.window.meanIbutg,
    limit: s.assessment.ok ? s.assessment.data.limit : null,
    judgement: s.assessment.ok ? s.assessment.data.judgement : null,
  }));
  return { days, worst: byDay.worst };
}
