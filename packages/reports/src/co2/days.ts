import { type Co2Days, co2AboveALimit } from '@ohp/exposure';
import { formatNumber, type Language, translate } from '@ohp/i18n';
import type { ReportDays } from '../document/days-section.ts';

/** A CO2 record's day-by-day results (computeCo2ExposureByDay, as `ohp analyze co2`) as the report's days table. */
export function co2ReportDays(language: Language, byDay: Co2Days): ReportDays {
  const t = (key: string) => translate(language, key);
  const ppm = (v: number) => `${formatNumber(language, v, 0)} ppm`;
  const worst = byDay.days[byDay.worst];
  return {
    headers: [t('longRecords:web.mean'), t('longRecords:web.max'), t('longRecords:web.twa')],
    days: byDay.days.map(({ day, date, result: r }) => ({
      day,
      date,
      figures: [ppm(r.meanPpm), ppm(r.maxPpm), ppm(r.acgih.twa8hPpm)],
      verdict: co2AboveALimit(r) ? t('longRecords:web.above') : t('longRecords:web.within'),
    })),
    worst: byDay.worst,
    tone: worst && co2AboveALimit(worst.result) ? 'danger' : 'ok',
  };
}
