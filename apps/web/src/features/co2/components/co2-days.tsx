import { formatNumber } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import type { Co2DaysAnswer } from '../lib/co2-days';

/** "Resultados por dia" of a CO2 record longer than 24 h (its days computed by useCo2Days). */
export function Co2Days({ answer }: { answer: Co2DaysAnswer }) {
  const { t, i18n } = useTranslation();
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
