import { formatDuration, formatNumber } from '@ohp/i18n';
import type { TFunction } from 'i18next';
import type { SummaryCard, ViewerPeriod } from '../../../components/viewer';
import { type ViewerData, viewerAxes } from '../lib/viewer-data';

/** The reading's span in minutes (its intervals times the interval). */
function durationMin(data: ViewerData): number {
  return (data.history.overall.length * data.intervalS) / 60;
}

/** The reading's period for the viewer header: clock times, or elapsed time for a raw CSV. */
export function vibrationPeriod(data: ViewerData): ViewerPeriod {
  const minutes = durationMin(data);
  return data.startMs === undefined
    ? { kind: 'relative', startMin: 0, endMin: minutes }
    : { kind: 'absolute', startMs: data.startMs, endMs: data.startMs + minutes * 60_000 };
}

/** The highest of the three axes' figure (null when no axis has it). */
function highest(data: ViewerData, figure: 'vdv' | 'peak' | 'crestFactor'): number | null {
  const values = viewerAxes.map((a) => data.axes[a][figure]).filter((v): v is number => v !== null);
  return values.length ? Math.max(...values) : null;
}

/**
 * The vibration viewer's summary cards: measured time, the overall acceleration of the reading,
 * then the highest VDV, peak and crest factor of the three axes (a crest factor above 9 marked).
 */
export function vibrationSummaryCards(t: TFunction, language: string, data: ViewerData): SummaryCard[] {
  const fmt = (v: number | null, digits: number) => (v === null ? '-' : formatNumber(language, v, digits));
  const crest = highest(data, 'crestFactor');
  return [
    { key: 'duration', label: t('viewers:summary.duration'), value: formatDuration(durationMin(data)) },
    {
      key: 'overall',
      label: t('viewers:summary.overallAcceleration'),
      value: fmt(data.overall, 3),
      unit: 'm/s²',
    },
    {
      key: 'maxVdv',
      label: t('viewers:summary.maxVdv'),
      value: fmt(highest(data, 'vdv'), 2),
      unit: 'm/s^1.75',
    },
    {
      key: 'maxPeak',
      label: t('viewers:summary.maxPeak'),
      value: fmt(highest(data, 'peak'), 2),
      unit: 'm/s²',
    },
    {
      key: 'maxCrest',
      label: t('viewers:summary.maxCrest'),
      value: fmt(crest, 1),
      tone: data.crestFactorWarning ? 'warn' : undefined,
    },
  ];
}
