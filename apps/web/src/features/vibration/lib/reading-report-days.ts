import {
  assessVibration,
  assessVibrationByDay,
  type VibrationEvaluation,
  type VibrationIntervals,
  vibrationIntervalsInput,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { type VibrationReportInput, vibrationReportDays } from '@ohp/reports';

/**
 * A record longer than 24 h in the report, as `ohp report vibration` writes it: the component and
 * the result are the worst day's (each day a workday of its own over its measured time) and the
 * report lists every day. Null for a record of a day or less (its report is the whole reading's).
 */
export function worstDayOfReading(
  language: Language,
  series: VibrationIntervals,
  evaluation: VibrationEvaluation,
  description: string,
): Pick<VibrationReportInput, 'components' | 'result' | 'days'> | null {
  const byDay = assessVibrationByDay(series, evaluation);
  const worst = byDay?.days[byDay.worst];
  if (!byDay || !worst) return null;
  const day = vibrationIntervalsInput(series, evaluation, worst.from, worst.to);
  return {
    components: day.components.map((c) => ({ ...c, description })),
    result: assessVibration(day),
    days: vibrationReportDays(
      language,
      byDay.days.map((d) => ({ day: d.day, date: d.date, assessment: d.assessment })),
      byDay.worst,
    ),
  };
}
