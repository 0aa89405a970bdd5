import type { HeatSeries } from '@ohp/exposure';
import { formatDuration, formatNumber } from '@ohp/i18n';
import type { TFunction } from 'i18next';
import type { SummaryCard } from '../../../components/viewer';
import { toDisplay } from '../lib/chart-data';
import type { HeatResults } from '../lib/heat-results';

const tone = {
  acceptable: 'good',
  above_action_level: 'warn',
  uncertainty: 'warn',
  above_limit: 'bad',
} as const;

/** The record's time span in minutes (its samples times the interval). */
export function heatDurationMin(series: HeatSeries): number {
  return (series.tg.length * series.intervalS) / 60;
}

/**
 * The heat viewer's summary cards: measured time, the highest globe temperature of the record,
 * then IBUTG, limit and judgement once the mode and options give results ('-' before).
 */
export function heatSummaryCards(
  t: TFunction,
  language: string,
  series: HeatSeries,
  results: HeatResults,
  unit: 'C' | 'F',
): SummaryCard[] {
  const shown = toDisplay(unit);
  const temp = (c: number | null | undefined) =>
    c === null || c === undefined || !Number.isFinite(c) ? '-' : formatNumber(language, shown(c), 1);
  // An index loop: a week at 1 s is 604,800 samples, and an iterator costs several times more.
  let maxTg = Number.NEGATIVE_INFINITY;
  const tg = series.tg;
  for (let i = 0; i < tg.length; i++) {
    const v = tg[i] as number;
    if (v > maxTg && Number.isFinite(v)) maxTg = v;
  }
  const r = results.ok ? results.assessment : undefined;
  return [
    { key: 'duration', label: t('viewers:summary.duration'), value: formatDuration(heatDurationMin(series)) },
    { key: 'maxTg', label: t('viewers:summary.maxTg'), value: temp(maxTg), unit: `°${unit}` },
    { key: 'ibutg', label: t('heat:cli.ibutg'), value: temp(r?.ibutg), unit: `°${unit}` },
    { key: 'limit', label: t('heat:cli.limit'), value: temp(r?.limit), unit: `°${unit}` },
    {
      key: 'judgement',
      label: t('heat:cli.judgement'),
      value: r ? t(`heat:judgement.${r.judgement}`) : '-',
      tone: r ? tone[r.judgement] : undefined,
    },
  ];
}
