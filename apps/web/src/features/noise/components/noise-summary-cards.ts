import type { NoiseExposureResult } from '@ohp/exposure';
import { formatDuration, formatNumber } from '@ohp/i18n';
import type { TFunction } from 'i18next';
import type { SummaryCard } from '../../../components/viewer';

const doseTone = {
  acceptable: 'good',
  action_level: 'warn',
  uncertainty: 'warn',
  above_limit: 'bad',
} as const;

/**
 * The noise viewer's summary cards: measured time, dose, dose projected to the workday, the
 * norm's level (Lavg for NR-15, NEN for NHO-01) and the highest peak, of the first norm shown.
 */
export function noiseSummaryCards(
  t: TFunction,
  language: string,
  result: NoiseExposureResult | undefined,
): SummaryCard[] {
  const n1 = (v: number | null | undefined) =>
    v === null || v === undefined || !Number.isFinite(v) ? '-' : formatNumber(language, v, 1);
  const r = result;
  const nen = r?.criteria.exchangeRate === 3;
  return [
    { key: 'duration', label: t('viewers:summary.duration'), value: r ? formatDuration(r.durationMin) : '-' },
    {
      key: 'dose',
      label: t('reports:noise.results.dose'),
      value: n1(r?.dosePct),
      unit: '%',
      tone: r?.judgement ? doseTone[r.judgement] : undefined,
    },
    {
      key: 'projectedWorkdayDose',
      label: t('reports:noise.results.projectedWorkday'),
      value: n1(r?.projectedWorkdayDosePct),
      unit: '%',
    },
    nen
      ? { key: 'nen', label: t('reports:noise.results.nen'), value: n1(r?.nen), unit: 'dB(A)' }
      : { key: 'lavg', label: t('reports:noise.results.lavg'), value: n1(r?.lavg), unit: 'dB(A)' },
    { key: 'maxPeak', label: t('noise:viewer.summary.maxPeak'), value: n1(r?.maxPeak) },
  ];
}
