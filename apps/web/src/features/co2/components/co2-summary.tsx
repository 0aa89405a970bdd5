import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Co2Block, Co2ExposureResult } from '@ohp/exposure';
import { formatDateTimeShort, formatTime } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import viewerClasses from '../../../components/viewer/viewer.module.css';
import { formatNumber } from '../../../lib/format-number';
import type { Co2ViewerData } from '../lib/viewer-data';
import { co2Verdicts } from '../lib/viewer-data';

/** Periods listed per limit on screen; the report lists them all. */
const shown = 8;

const toneColor = { bad: 'red', good: 'teal', warn: 'yellow' } as const;

/** The figures per standard, their verdicts and the 15-minute periods above the limits. */
export function Co2Summary({ data }: { data: Co2ViewerData }) {
  const { t, i18n } = useTranslation();
  const r: Co2ExposureResult = data.result;
  const lang = i18n.language;
  const ppm = (value: number | null, atLeast = false) => {
    if (value === null || !Number.isFinite(value)) return '-';
    const text = `${formatNumber(lang, value, 0)} ppm`;
    return atLeast ? t('co2:report.atLeast', { value: text }) : text;
  };
  const rows: Array<[string, string]> = [
    [t('co2:report.fields.duration'), `${formatNumber(lang, r.durationMin, 0)} min`],
    [t('co2:report.results.mean'), ppm(r.meanPpm, r.atLeast.mean)],
    [t('co2:report.results.max'), ppm(r.maxPpm, r.atLeast.max)],
    [t('co2:report.results.nr15Limit'), ppm(r.nr15.limitPpm)],
    [t('co2:report.results.maxValue'), ppm(r.nr15.maxValuePpm)],
    [t('co2:report.results.samplesAboveMaxValue'), String(r.nr15.samplesAboveMaxValue)],
    [
      // No workday: the TWA is of the measured time, not projected (never "jornada - min").
      r.acgih.workdayMin === null || !r.acgih.projected
        ? t('co2:cli.twa8hMeasured')
        : t('co2:cli.twa8h', { workday: formatNumber(lang, r.acgih.workdayMin, 0) }),
      ppm(r.acgih.twa8hPpm, r.atLeast.twa8h),
    ],
    [t('co2:cli.max15min'), ppm(r.acgih.max15minPpm, r.atLeast.max15min)],
    [t('co2:cli.indoorAir'), ppm(r.indoorAir.meanPpm, r.atLeast.mean)],
  ];
  const periods: Array<[string, Co2Block[]]> = [
    [t('co2:cli.periodsNr15'), r.nr15.periods],
    [t('co2:cli.periodsTwa'), r.acgih.periodsAboveTwa],
    [t('co2:cli.periodsStel'), r.acgih.periodsAboveStel],
  ];
  const absolute = data.series.timeBase === 'absolute';
  const date = (offsetS: number) => new Date(data.series.startMs + offsetS * 1000);
  const minutes = (offsetS: number) => `+${formatNumber(lang, offsetS / 60, 0)} min`;
  // A block is 15 minutes: its start with the date, its end as a time.
  const span = (b: Co2Block) =>
    absolute
      ? `${formatDateTimeShort(date(b.startS))}–${formatTime(date(b.endS))}`
      : `${minutes(b.startS)}–${minutes(b.endS)}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="co2-verdicts">
        {co2Verdicts(r).map((v) => (
          <Alert
            key={`${v.scope}-${v.key}`}
            color={toneColor[v.tone]}
            variant="light"
            title={t(`co2:report.verdicts.${v.key}.title`)}
          >
            {t(`co2:report.verdicts.${v.key}.detail`, {
              count: v.key === 'graveRisk' ? r.nr15.samplesAboveMaxValue : r.saturatedSamples,
              range: `${formatNumber(lang, r.rangePpm, 0)} ppm`,
            })}
          </Alert>
        ))}
      </SimpleGrid>
      <Paper p="lg" radius="lg" className={viewerClasses.card}>
        <Title order={2} size="h4" mb="sm">
          {t('co2:report.sections.results')}
        </Title>
        <Table data-testid="co2-summary">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper p="lg" radius="lg" className={viewerClasses.card}>
        <Title order={2} size="h4" mb="sm">
          {t('co2:report.sections.periods')}
        </Title>
        <Stack gap="xs" data-testid="co2-periods">
          {periods.map(([label, blocks]) => (
            <div key={label}>
              <Text fw={600} size="sm">
                {label}: {blocks.length}
              </Text>
              {blocks.slice(0, shown).map((b) => (
                <Text key={b.startS} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {span(b)}: {ppm(b.meanPpm, b.atLeast)}
                </Text>
              ))}
              {blocks.length > shown ? (
                <Text size="sm" c="dimmed">
                  {t('co2:viewer.morePeriods', { count: blocks.length - shown })}
                </Text>
              ) : null}
            </div>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
