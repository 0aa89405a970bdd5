import { type Co2Series, co2LongerThanADay, type Season } from '@ohp/exposure';
import { formatNumber } from '@ohp/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import type { Co2DaysAnswer } from '../lib/co2-days';
import { co2DaysOffThread } from '../lib/read-co2-text';

export interface Co2DaysProps {
  series: Co2Series;
  workdayMin: number | undefined;
  notProject: boolean;
  season: Season;
}

/** "Resultados por dia" of a CO2 record longer than 24 h; nothing otherwise. */
export function Co2Days({ series, workdayMin, notProject, season }: Co2DaysProps) {
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState<Co2DaysAnswer | null>(null);
  const long = co2LongerThanADay(series);
  useEffect(() => {
    if (!long) return;
    let current = true;
    const options = { ...(workdayMin ? { workdayMin } : {}), notProject, season };
    void co2DaysOffThread(series, options).then((days) => {
      if (current) setAnswer(days);
    });
    return () => {
      current = false;
    };
  }, [long, series, workdayMin, notProject, season]);
  if (!long || !answer) return null;
  const ppm = (v: number) => `${formatNumber(i18n.language, v, 0)} ppm`;
  return (
    <DaysTable
      testId="co2-days"
      days={answer.days}
      worst={answer.worst}
      columns={[
        { header: t('longRecords:web.mean'), cell: (d) => ppm(d.meanPpm) },
        { header: t('longRecords:web.max'), cell: (d) => ppm(d.maxPpm) },
        { header: t('longRecords:web.twa'), cell: (d) => ppm(d.twa8hPpm) },
      ]}
      verdict={(d) => t(d.above ? 'longRecords:web.above' : 'longRecords:web.within')}
    />
  );
}
