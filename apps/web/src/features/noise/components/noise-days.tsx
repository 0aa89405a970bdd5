import type { DosimeterRecord } from '@ohp/devices';
import { longerThanADay, type NoiseSeries } from '@ohp/exposure';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import { criteriaFor, normsOf } from '../lib/criteria';
import { formatNumber } from '../lib/format';
import { type NoiseNormDays, withoutBands } from '../lib/noise-days';
import { noiseDaysTask } from '../lib/noise-days-task';
import type { NormChoice } from '../lib/saved-state';

export interface NoiseDaysProps {
  series: NoiseSeries;
  record: DosimeterRecord | undefined;
  norm: NormChoice;
  useDeviceCriteria: boolean;
  workdayMin: number | undefined;
}

/** "Resultados por dia" of a noise record longer than 24 h, per norm shown; nothing otherwise. */
export function NoiseDays({ series, record, norm, useDeviceCriteria, workdayMin }: NoiseDaysProps) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<NoiseNormDays[]>([]);
  const long = longerThanADay(series.intervalS, series.laeq.length);
  useEffect(() => {
    if (!long) return;
    let current = true;
    const norms = normsOf(norm).map((n) => ({
      norm: n,
      criteria: criteriaFor(n, record, useDeviceCriteria, workdayMin).criteria,
    }));
    void noiseDaysTask.run({ series: withoutBands(series), norms }).then((answer) => {
      if (current) setDays(answer);
    });
    return () => {
      current = false;
    };
  }, [long, series, record, norm, useDeviceCriteria, workdayMin]);
  if (!long) return null;
  const n = (v: number | null, digits: number, unit: string) =>
    v === null ? '-' : `${formatNumber(i18n.language, v, digits)} ${unit}`;
  return days.map((d) => (
    <DaysTable
      key={d.norm}
      scope={t(`reports:noise.norms.${d.norm}`)}
      testId={`noise-days-${d.norm}`}
      days={d.days}
      worst={d.worst}
      columns={[
        { header: t('longRecords:dose'), cell: (day) => n(day.dosePct, 1, '%') },
        { header: 'Lavg', cell: (day) => n(day.lavg, 1, 'dB(A)') },
        { header: 'NEN', cell: (day) => n(day.nen, 1, 'dB(A)') },
      ]}
      verdict={(day) => (day.judgement ? t(`noise:judgement.${day.judgement}`) : t('longRecords:web.noData'))}
    />
  ));
}
