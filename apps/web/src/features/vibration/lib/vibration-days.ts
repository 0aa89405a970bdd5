import {
  assessVibrationByDay,
  type VibrationEvaluation,
  type VibrationIntervals,
  type VibrationJudgement,
} from '@ohp/exposure';

// The day-by-day figures of an AxPro record longer than 24 h, as the vibration worker computes
// them: @ohp/exposure's assessVibrationByDay (what `ohp analyze vibration` and the eSocial figures use).

export interface VibrationDaysRequest {
  /** The record's intervals, without the band spectra (no figure here needs them). */
  series: VibrationIntervals;
  evaluation: VibrationEvaluation;
}

export interface VibrationDayFigures {
  day: number;
  date: string | null;
  aren: number;
  vdvr: number | null;
  judgement: VibrationJudgement;
}

export interface VibrationDaysAnswer {
  days: VibrationDayFigures[];
  worst: number;
}

/** What of a record's series travels to the worker. */
export function intervalsOf(s: VibrationIntervals): VibrationIntervals {
  return {
    start: s.start,
    intervalS: s.intervalS,
    offsets: s.offsets,
    x: s.x,
    y: s.y,
    z: s.z,
    fourthPower: s.fourthPower,
    peak: s.peak,
  };
}

/** The days, or null for a record of 24 h or less. */
export function vibrationDays({ series, evaluation }: VibrationDaysRequest): VibrationDaysAnswer | null {
  const byDay = assessVibrationByDay(series, evaluation);
  if (!byDay) return null;
  const days = byDay.days.map(({ day, date, assessment: a }) => ({
    day,
    date,
    aren: a.aren,
    vdvr: a.vdvr,
    judgement: a.judgement,
  }));
  return { days, worst: byDay.worst };
}

/** Days computed by the file worker, by series and evaluation. */
const known = new WeakMap<
  VibrationIntervals,
  { evaluation: VibrationEvaluation; days: VibrationDaysAnswer }
>();

export function rememberDays(
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
  days: VibrationDaysAnswer,
): void {
  known.set(series, { evaluation, days });
}

/** The file worker's days of this series under this evaluation, if it computed them. */
export function knownDays(
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
): VibrationDaysAnswer | undefined {
  const got = known.get(series);
  return got?.evaluation === evaluation ? got.days : undefined;
}
