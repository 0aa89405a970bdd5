import type { VibrationAssessment, VibrationJudgement } from '@ohp/exposure';
import { formatNumber, type Language, translate } from '@ohp/i18n';
import type { Tone } from '../document/blocks.ts';
import type { ReportDays } from '../document/days-section.ts';
import { vdvUnit } from './sections.ts';

const tone: Record<VibrationJudgement, Tone> = {
  acceptable: 'ok',
  action_level: 'attention',
  uncertainty: 'attention',
  above_limit: 'danger',
};

/**
 * An AxPro record's day-by-day assessments (assessVibrationByDay's days, as `ohp analyze
 * vibration`) as the report's days table; VDVR for whole body only.
 */
export function vibrationReportDays(
  language: Language,
  days: readonly { day: number; date: string | null; assessment: VibrationAssessment }[],
  worst: number,
): ReportDays {
  const t = (key: string) => translate(language, key);
  const value = (v: number | null, unit: string) =>
    v === null ? '-' : `${formatNumber(language, v, 3)} ${unit}`;
  const wholeBody = days[0]?.assessment.evaluation === 'whole-body';
  const judgement = days[worst]?.assessment.judgement;
  return {
    headers: [t('longRecords:aren'), ...(wholeBody ? [t('longRecords:vdvr')] : [])],
    days: days.map(({ day, date, assessment: a }) => ({
      day,
      date,
      figures: [value(a.aren, 'm/s²'), ...(wholeBody ? [value(a.vdvr, vdvUnit({ language }))] : [])],
      verdict: t(`vibration:judgement.${a.judgement}`),
    })),
    worst,
    tone: judgement ? tone[judgement] : 'neutral',
  };
}
