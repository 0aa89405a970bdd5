// An AxPro record's intervals as one measured component (NHO-09/NHO-10 §4), and a record longer
// than a day analysed one calendar day at a time (docs/vibration-calculations.md "Records longer
// than a day"): `ohp analyze vibration`, the eSocial figures and the browser worker call these.
import {
  calendarDaysOfOffsets,
  type DayRange,
  longerThanADay,
  wallClockStart,
  worstDayIndex,
} from '../days/index.ts';
import { minutes } from '../units/index.ts';
import { assessVibration } from './assess.ts';
import { type IntervalAxisSummary, summariseIntervals } from './intervals.ts';
import {
  type AxisValues,
  ms2,
  ms175,
  type VibrationAssessment,
  type VibrationAssessmentInput,
  type VibrationEvaluation,
} from './types.ts';

/** What a record's reader gives (the shape of @ohp/devices' VibrationSeries that the maths reads). */
export interface VibrationIntervals {
  /** Wall clock of the first interval, `yyyy-mm-ddTHH:mm[:ss]`. */
  start: string;
  intervalS: number;
  /** Offsets of the intervals from the start, s. */
  offsets: Float64Array;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  fourthPower: AxisValues<Float64Array> | null;
  peak: AxisValues<Float64Array> | null;
}

/**
 * The assessment input of one measured component from its axes' summaries: amj per axis and, when
 * every axis has one, the VDV over the measured time (assessVibration uses it for whole body only).
 * Exposure and workday default to the measured time.
 */
export function intervalsAssessmentInput(
  evaluation: VibrationEvaluation,
  s: AxisValues<IntervalAxisSummary>,
  measuredMin: number,
  exposureMin = measuredMin,
  workdayMin = exposureMin,
): VibrationAssessmentInput {
  const crests = [s.x.crestFactor, s.y.crestFactor, s.z.crestFactor].filter((c): c is number => c !== null);
  const vdv =
    s.x.vdv !== null && s.y.vdv !== null && s.z.vdv !== null
      ? [
          {
            x: ms175(s.x.vdv),
            y: ms175(s.y.vdv),
            z: ms175(s.z.vdv),
            sampleMin: minutes(measuredMin),
            exposureMin: minutes(exposureMin),
          },
        ]
      : [];
  return {
    evaluation,
    workdayMin: minutes(workdayMin),
    components: [
      {
        minutes: minutes(exposureMin),
        axes: { x: ms2(s.x.rms), y: ms2(s.y.rms), z: ms2(s.z.rms) },
        ...(crests.length ? { crestFactor: Math.max(...crests) } : {}),
      },
    ],
    ...(vdv.length ? { vdv } : {}),
  };
}

/** The assessment of the intervals `[from, to)` over their measured time (workday = exposure = measured). */
export function assessVibrationIntervals(
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
  from = 0,
  to = series.x.length,
): VibrationAssessment {
  return assessVibration(vibrationIntervalsInput(series, evaluation, from, to));
}

/** What assessVibrationIntervals assesses: the intervals `[from, to)` as one component (a report lists it). */
export function vibrationIntervalsInput(
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
  from = 0,
  to = series.x.length,
): VibrationAssessmentInput {
  const summary = (k: 'x' | 'y' | 'z') =>
    summariseIntervals({
      rms: series[k].subarray(from, to),
      ...(series.fourthPower ? { fourthPower: series.fourthPower[k].subarray(from, to) } : {}),
      ...(series.peak ? { peak: series.peak[k].subarray(from, to) } : {}),
    });
  const s = { x: summary('x'), y: summary('y'), z: summary('z') };
  return intervalsAssessmentInput(evaluation, s, ((to - from) * series.intervalS) / 60);
}

/** Whether the intervals span more than 24 h (first interval's start to the last one's end). */
export function vibrationLongerThanADay(series: Pick<VibrationIntervals, 'offsets' | 'intervalS'>): boolean {
  const n = series.offsets.length;
  if (n === 0) return false;
  const span = (series.offsets[n - 1] as number) + series.intervalS - (series.offsets[0] as number);
  return longerThanADay(1, span);
}

/** The calendar days of a record's intervals on its own clock. */
export function vibrationDayRanges(series: Pick<VibrationIntervals, 'start' | 'offsets'>): DayRange[] {
  return calendarDaysOfOffsets(wallClockStart(series.start), series.offsets);
}

export interface VibrationDay extends DayRange {
  assessment: VibrationAssessment;
}

/**
 * Day-by-day assessments of a record longer than a day (each day a workday of its own, over its
 * measured time), or null for a record of a day or less; the worst is the highest judgement, then
 * the highest aren.
 */
export function assessVibrationByDay(
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
): { days: VibrationDay[]; worst: number } | null {
  if (!vibrationLongerThanADay(series)) return null;
  const days = vibrationDayRanges(series).map((range) => ({
    ...range,
    assessment: assessVibrationIntervals(series, evaluation, range.from, range.to),
  }));
  const worst = worstDayIndex(
    days,
    (d) => d.assessment.judgement,
    (d) => d.assessment.aren,
  );
  return { days, worst };
}
