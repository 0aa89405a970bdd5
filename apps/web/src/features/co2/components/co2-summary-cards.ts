import type { Co2Series } from '@ohp/exposure';
import { formatDuration, formatNumber } from '@ohp/i18n';
import type { TFunction } from 'i18next';
import type { SummaryCard, ViewerPeriod } from '../../../components/viewer';
import type { Co2ViewerData } from '../lib/viewer-data';

/** The record's period for the viewer header: first register to the end of the last one. */
export function co2Period(series: Co2Series): ViewerPeriod | undefined {
  const n = series.offsetsS.length;
  if (n === 0) return undefined;
  const startS = series.offsetsS[0] as number;
  const endS = (series.offsetsS[n - 1] as number) + series.intervalS;
  return series.timeBase === 'absolute'
    ? { kind: 'absolute', startMs: series.startMs + startS * 1000, endMs: series.startMs + endS * 1000 }
    : {
        kind: 'relative',
        startMin: (series.startMs / 1000 + startS) / 60,
        endMin: (series.startMs / 1000 + endS) / 60,
      };
}

/**
 * The CO2 viewer's summary cards: measured time, the mean (marked above the NR-15 limit), the
 * highest register, the ACGIH TWA 8 h and the highest rolling 15-minute mean.
 */
export function co2SummaryCards(t: TFunction, language: string, data: Co2ViewerData): SummaryCard[] {
  const r = data.result;
  const ppm = (v: number | null) => (v === null || !Number.isFinite(v) ? '-' : formatNumber(language, v, 0));
  return [
    { key: 'duration', label: t('viewers:summary.duration'), value: formatDuration(r.durationMin) },
    {
      key: 'mean',
      label: t('co2:report.results.mean'),
      value: ppm(r.meanPpm),
      unit: 'ppm',
      tone: r.meanPpm > r.nr15.limitPpm ? 'bad' : 'good',
    },
    { key: 'max', label: t('co2:report.results.max'), value: ppm(r.maxPpm), unit: 'ppm' },
    {
      key: 'twa8h',
      label:
        r.acgih.workdayMin === null || !r.acgih.projected
          ? t('co2:report.results.twa8hMeasured')
          : t('co2:report.results.twa8h', { workday: formatDuration(r.acgih.workdayMin) }),
      value: ppm(r.acgih.twa8hPpm),
      unit: 'ppm',
    },
    {
      key: 'max15min',
      label: t('co2:report.results.max15min'),
      value: ppm(r.acgih.max15minPpm),
      unit: 'ppm',
    },
  ];
}
