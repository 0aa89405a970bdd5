import type { HeatAssessment } from '@ohp/exposure';
import { translate } from '@ohp/i18n';
import type { ReportDays } from '../document/days-section.ts';
import type { HeatReportInput } from './report-input.ts';
import { judgementTone, temperatureFormat } from './sections.ts';

/**
 * A heat record's day-by-day critical hours (the days `ohp analyze heat` finds) as the report's
 * days table, temperatures in the report's unit.
 */
export function heatReportDays(
  input: Pick<HeatReportInput, 'language' | 'unit'>,
  days: readonly { day: number; date: string | null; assessment: HeatAssessment }[],
  worst: number,
): ReportDays {
  const t = (key: string) => translate(input.language, key);
  const temperature = temperatureFormat(input);
  const judgement = days[worst]?.assessment.judgement;
  return {
    headers: [t('longRecords:web.ibutg'), t('longRecords:web.limit')],
    days: days.map(({ day, date, assessment: a }) => ({
      day,
      date,
      figures: [temperature.show(a.ibutg), temperature.show(a.limit)],
      verdict: t(`heat:judgement.${a.judgement}`),
    })),
    worst,
    tone: judgement ? judgementTone[judgement] : 'neutral',
  };
}
