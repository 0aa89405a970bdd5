import type { VibrationData } from '@ohp/devices/readings';
import { type VibrationEvaluation, vibrationLongerThanADay } from '@ohp/exposure';
import { formatNumber } from '@ohp/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import { intervalsOf, knownDays, type VibrationDaysAnswer } from '../lib/vibration-days';
import { vibrationDaysTask } from '../lib/vibration-days-task';

export interface VibrationDaysProps {
  data: VibrationData;
  evaluation: VibrationEvaluation;
}

/** "Resultados por dia" of an AxPro record longer than 24 h; nothing otherwise (a raw CSV included). */
export function VibrationDays({ data, evaluation }: VibrationDaysProps) {
  const { t, i18n } = useTranslation();
  const series = data.kind === 'intervals' ? data.series : null;
  const long = series !== null && vibrationLongerThanADay(series);
  // Computed by the file worker with the parse (the record's own evaluation), else asked here.
  const known = series ? knownDays(series, evaluation) : undefined;
  const [asked, setAnswer] = useState<VibrationDaysAnswer | null>(null);
  const answer = known ?? asked;
  useEffect(() => {
    if (!long || !series || known) return;
    let current = true;
    void vibrationDaysTask.run({ series: intervalsOf(series), evaluation }).then((days) => {
      if (current) setAnswer(days);
    });
    return () => {
      current = false;
    };
  }, [long, series, evaluation, known]);
  if (!long || !answer) return null;
  const value = (v: number | null, unit: string) =>
    v === null ? '–' : `${formatNumber(i18n.language, v, 3)} ${unit}`;
  return (
    <DaysTable
      testId="vibration-days"
      days={answer.days}
      worst={answer.worst}
      columns={[
        { header: t('longRecords:aren'), cell: (d) => value(d.aren, 'm/s²') },
        ...(evaluation === 'whole-body'
          ? [
              {
                header: t('longRecords:vdvr'),
                cell: (d: VibrationDaysAnswer['days'][number]) => value(d.vdvr, 'm/s¹·⁷⁵'),
              },
            ]
          : []),
      ]}
      verdict={(d) => t(`vibration:judgement.${d.judgement}`)}
    />
  );
}
