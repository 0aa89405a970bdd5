import { formatTime } from '@ohp/i18n';
import { type HeatSeries, heatLongerThanADay } from '@ohp/exposure';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import { formatTemperature } from '../lib/format';
import type { HeatDaysAnswer } from '../lib/heat-days';
import { heatDaysTask } from '../lib/heat-days-task';
import { recordModeOptions } from '../lib/heat-results';
import type { HeatReportOptions } from '../lib/report-state';

export interface HeatDaysProps {
  series: HeatSeries;
  options: HeatReportOptions;
  unit: 'C' | 'F';
}

/** "Resultados por dia" of a heat record longer than 24 h (normal mode: each day's critical hour). */
export function HeatDays({ series, options, unit }: HeatDaysProps) {
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState<HeatDaysAnswer | null>(null);
  const long = options.mode === 'normal' && heatLongerThanADay(series);
  const seriesOptions = useMemo(() => recordModeOptions(options), [options]);
  useEffect(() => {
    if (!long) return;
    let current = true;
    void heatDaysTask.run({ series, options: seriesOptions }).then((days) => {
      if (current) setAnswer(days);
    });
    return () => {
      current = false;
    };
  }, [long, series, seriesOptions]);
  if (!long || !answer) return null;
  const hour = (offsetS: number) =>
    series.timeBase === 'absolute'
      ? formatTime(new Date(series.startMs + offsetS * 1000))
      : `${Math.round(offsetS / 60)} min`;
  return (
    <DaysTable
      testId="heat-days"
      days={answer.days}
      worst={answer.worst}
      columns={[
        { header: t('longRecords:web.criticalHour'), cell: (d) => hour(d.windowStartS) },
        { header: t('longRecords:web.ibutg'), cell: (d) => formatTemperature(d.ibutg, unit, i18n.language) },
        {
          header: t('longRecords:web.limit'),
          cell: (d) => (d.limit === null ? '–' : formatTemperature(d.limit, unit, i18n.language)),
        },
      ]}
      verdict={(d) => (d.judgement ? t(`heat:judgement.${d.judgement}`) : t('longRecords:web.noData'))}
    />
  );
}
