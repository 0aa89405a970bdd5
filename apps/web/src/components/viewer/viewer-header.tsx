import { Badge, Group, Text, Title } from '@mantine/core';
import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { instrumentName } from '../../lib/family-names';
import { periodEnds, type ViewerPeriod } from './viewer-period';
import classes from './viewer.module.css';

export interface ViewerHeaderProps {
  /** The measurement's domain: its name is the line above the title ("Dosimetria de ruído"). */
  domain: MeasurementDomain;
  /** The measurement's description when saved, else the file name (the page's h1). */
  title: string;
  /** The family of the record; null or undefined for a samples CSV. */
  family: DeviceFamily | null | undefined;
  /** The model the file names (SPEC §3 technical name, e.g. "DoseMaxV2"). */
  model?: string | undefined;
  serial?: string | undefined;
  fileName: string;
  period?: ViewerPeriod | undefined;
  /** Badges after the family's (e.g. "Salva na nuvem"). */
  badges?: ReactNode;
  /** A line under the facts that only one domain has (e.g. the logging interval). */
  note?: ReactNode;
}

/**
 * A file name as a title: a line may break after '_', '.' or '-' (a <wbr>), so a long name wraps
 * between its parts instead of inside one ("DoseMaxV2_2409000310AA_3.t/xt" at 390 px).
 */
function breakable(text: string): ReactNode[] {
  let at = 0;
  return text.split(/(?<=[_.-])/).map((part) => {
    const start = at;
    at += part.length;
    return (
      <Fragment key={start}>
        {start > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    );
  });
}

/**
 * The one header of every family's viewer (issue 27 item 3): the domain, the name, the family's
 * badge, then model, serial, file and period, in that order, in the same places on every viewer.
 */
export function ViewerHeader(p: ViewerHeaderProps) {
  const { t, i18n } = useTranslation();
  const familyName = p.family ? instrumentName(p.family) : t('viewers:header.csv');
  const ends = p.period ? periodEnds(i18n.language, p.period) : undefined;
  const fact = (key: string, label: string, value: ReactNode) => (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd data-testid={`viewer-${key}`}>{value}</dd>
    </div>
  );
  return (
    <header data-testid="viewer-header" data-family={p.family ?? 'csv'} data-domain={p.domain}>
      <Text className={classes.overline}>{t(`viewers:header.domain.${p.domain}`)}</Text>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} className={classes.title} data-testid="viewer-file-name">
          {breakable(p.title)}
        </Title>
        <Badge variant="light" data-testid="viewer-family">
          {familyName}
        </Badge>
        {p.badges}
      </Group>
      <dl className={classes.facts}>
        {fact('model', t('viewers:header.model'), p.model || familyName)}
        {fact('serial', t('viewers:header.serial'), p.serial || t('viewers:header.noSerial'))}
        {fact('file', t('viewers:header.file'), breakable(p.fileName))}
        {ends && p.period
          ? fact(
              'period',
              t('viewers:header.period'),
              t(p.period.kind === 'relative' ? 'viewers:header.relative' : 'viewers:header.range', ends),
            )
          : null}
      </dl>
      {p.note ? (
        <Text size="xs" c="dimmed" mt={4}>
          {p.note}
        </Text>
      ) : null}
    </header>
  );
}
