import { useTranslation } from 'react-i18next';
import { DaysTable } from '../../../components/viewer';
import { formatNumber } from '../lib/format';
import type { NoiseNormDays } from '../lib/noise-days';

/** "Resultados por dia" of a noise record longer than 24 h, per norm shown (from useNoiseDays). */
export function NoiseDays({ days }: { days: readonly NoiseNormDays[] }) {
  const { t, i18n } = useTranslation();
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
