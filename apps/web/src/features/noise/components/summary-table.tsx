import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { DosimeterRecord } from '@ohp/devices';
import {
  compareWithDevice,
  type FieldComparison,
  type NoiseExposureResult,
  type NoisePresetName,
} from '@ohp/exposure';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes, formatNumber } from '../lib/format';
import classes from './noise.module.css';

// Every figure of NoiseExposureResult, one column per chosen norm, and the device's own summary
// beside them with a flag where it differs from the recomputation beyond the tolerance.

interface Props {
  results: Partial<Record<NoisePresetName, NoiseExposureResult>>;
  /** The recomputation the device summary is compared with (device configuration, no user clippings). */
  baseline: NoiseExposureResult | undefined;
  userClippings: number;
  fromDevice: Partial<Record<NoisePresetName, boolean>>;
  record: DosimeterRecord | undefined;
  intervalS: number;
}

type Figure = keyof NoiseExposureResult | 'action' | 'criteria';

const judgementColor = {
  acceptable: 'teal',
  action_level: 'yellow',
  uncertainty: 'orange',
  above_limit: 'red',
} as const;

export function SummaryTable({ results, baseline, userClippings, fromDevice, record, intervalS }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const norms = (['nr15', 'nho01'] as const).filter((n) => results[n]);
  const n1 = (v: number | null) => formatNumber(lang, v);
  const compared = record ? baseline : undefined;
  const comparisons = new Map<string, FieldComparison>();
  if (compared && record) {
    for (const c of compareWithDevice(record.summary, compared, intervalS / 60)) comparisons.set(c.field, c);
  }
  const deviceValue = (field: string): ReactNode => {
    const c = comparisons.get(field);
    if (!c) return null;
    const text = c.unit === 'count' ? String(c.device) : n1(c.device);
    if (!c.flagged) return <span>{text}</span>;
    return (
      <Tooltip label={t('noise:viewer.summary.differs', { tolerance: n1(c.tolerance) })}>
        <Group gap={4} wrap="nowrap" component="span" data-testid={`device-flag-${field}`}>
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />
          <span>{text}</span>
        </Group>
      </Tooltip>
    );
  };

  const row = (
    figure: Figure,
    label: string,
    value: (r: NoiseExposureResult, n: NoisePresetName) => ReactNode,
  ) => (
    <Table.Tr key={figure} data-testid={`figure-${figure}`}>
      <Table.Th scope="row" className={classes.figureLabel}>
        {label}
      </Table.Th>
      {norms.map((n) => (
        <Table.Td
          key={n}
          className={classes.mono}
          data-testid={`value-${figure}-${n}`}
          data-label={t(`reports:noise.norms.${n}`)}
        >
          {value(results[n] as NoiseExposureResult, n)}
        </Table.Td>
      ))}
      {compared ? (
        <Table.Td className={classes.mono} data-label={t('noise:viewer.summary.device')}>
          {deviceValue(figure)}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
  const f = (key: string) => t(`noise:figures.${key}`);

  return (
    <div className={classes.tableWrap}>
      <Table
        striped
        withRowBorders={false}
        verticalSpacing={4}
        data-testid="summary-table"
        className={classes.summaryTable}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('noise:viewer.summary.figure')}</Table.Th>
            {norms.map((n) => (
              <Table.Th key={n}>
                {t(`reports:noise.norms.${n}`)}
                {fromDevice[n] ? (
                  <Badge ml={6} size="xs" variant="light">
                    {t('noise:viewer.summary.deviceConfig')}
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
            {compared ? <Table.Th>{t('noise:viewer.summary.device')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row('criteria', t('noise:viewer.summary.criteria'), (r) =>
            t('noise:viewer.summary.criteriaValue', {
              criterion: n1(r.criteria.criterionLevel),
              q: n1(r.criteria.exchangeRate),
              threshold: n1(r.criteria.threshold),
            }),
          )}
          {row(
            'durationMin',
            f('durationMin'),
            (r) => `${formatMinutes(r.durationMin)} (${n1(r.durationMin)})`,
          )}
          {row('pausedMin', f('pausedMin'), (r) => n1(r.pausedMin))}
          {row('clippedMin', f('clippedMin'), (r) => n1(r.clippedMin))}
          {row('workdayMin', f('workdayMin'), (r) => n1(r.workdayMin))}
          {row('dosePct', f('dosePct'), (r) => n1(r.dosePct))}
          {row('projectedDosePct', f('projectedDosePct'), (r) => n1(r.projectedDosePct))}
          {row('projectedWorkdayDosePct', f('projectedWorkdayDosePct'), (r) => n1(r.projectedWorkdayDosePct))}
          {row('lavg', f('lavg'), (r) => n1(r.lavg))}
          {row('laeq', f('laeq'), (r) => n1(r.laeq))}
          {row('ne', f('ne'), (r) => n1(r.ne))}
          {row('nen', f('nen'), (r) => n1(r.nen))}
          {row('twa', f('twa'), (r) => n1(r.twa))}
          {row('minLevel', f('minLevel'), (r) => n1(r.minLevel))}
          {row('maxLevel', f('maxLevel'), (r) => n1(r.maxLevel))}
          {row('maxPeak', t('noise:viewer.summary.maxPeak'), (r) => n1(r.maxPeak))}
          {row('peaksAbove115', f('peaksAbove115'), (r) => String(r.peaksAbove115))}
          {row('exceeds115', f('exceeds115'), (r) =>
            r.exceeds115
              ? t('noise:viewer.summary.yesMinutes', { minutes: n1(r.minutesAbove115) })
              : t('noise:viewer.summary.no'),
          )}
          {row('nr15TableDosePct', f('nr15TableDosePct'), (r) => n1(r.nr15TableDosePct))}
          {row('judgement', f('judgement'), (r) =>
            r.judgement ? (
              <Badge color={judgementColor[r.judgement]} variant="light" data-testid="judgement">
                {t(`noise:judgement.${r.judgement}`)}
              </Badge>
            ) : (
              '-'
            ),
          )}
          {row('action', f('action'), (r) => (
            <Text size="sm" className={classes.action}>
              {r.judgement ? t(`noise:action.${r.judgement}`) : '-'}
            </Text>
          ))}
        </Table.Tbody>
      </Table>
      {compared && userClippings > 0 ? (
        <Text size="xs" c="dimmed" mt="xs" data-testid="device-note">
          {t('noise:viewer.summary.deviceNote')}
        </Text>
      ) : null}
    </div>
  );
}
