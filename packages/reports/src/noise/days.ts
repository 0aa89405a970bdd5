import type { NoiseDays, NoisePresetName } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { ReportDays } from '../document/days-section.ts';
import { formatNumber } from './format.ts';
import { judgementTone, reportTranslator } from './sections.ts';

/** A norm's day-by-day results (computeNoiseExposureByDay, as `ohp analyze noise`) as the report's days table. */
export function noiseReportDays(language: Language, norm: NoisePresetName, byDay: NoiseDays): ReportDays {
  const t = reportTranslator(language);
  const n = (v: number | null, digits: number, unit: string) =>
    v === null ? '-' : `${formatNumber(language, v, digits)} ${unit}`;
  const worst = byDay.days[byDay.worst]?.result.judgement;
  return {
    scope: t(`noise.norms.${norm}`),
    headers: [t('noise.fields.duration'), t('noise.results.projectedWorkday'), 'Lavg', 'NEN'],
    days: byDay.days.map(({ day, date, result: r }) => ({
      day,
      date,
      figures: [
        n(r.durationMin, 0, 'min'),
        n(r.projectedWorkdayDosePct, 1, '%'),
        n(r.lavg, 1, 'dB(A)'),
        n(r.nen, 1, 'dB(A)'),
      ],
      verdict: r.judgement ? t(`noise.judgement.${r.judgement}.title`) : '-',
    })),
    worst: byDay.worst,
    tone: worst ? judgementTone[worst] : 'neutral',
  };
}
