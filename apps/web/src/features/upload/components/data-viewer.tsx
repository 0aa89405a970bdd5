import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { catalogueEntry, type DeviceFamily, type DeviceRecord, typeOfFamily } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { currentDateLocale } from '../../../lib/i18n';
import { type HeaderValue, summarizeRecord } from '../lib/record-summary';
import classes from './upload.module.css';

/** SPEC §2 "Data viewer": the screen is chosen by device type. */
export type ViewerKind = 'dosimeterV1' | 'dosimeterV2' | 'temperature' | 'axis' | 'co2';

export const viewerOf: Record<DeviceFamily, ViewerKind> = {
  doseMax: 'dosimeterV1',
  dosePro: 'dosimeterV1',
  doseMaxV2: 'dosimeterV2',
  itemp: 'temperature',
  axPro: 'axis',
  co2Pro: 'co2',
};

interface ViewerProps {
  fileName: string;
  family: DeviceFamily;
  record: DeviceRecord;
  /** DoseMaxV2 only (SPEC §2: the second dosimeter screen takes a clipping option). */
  clipping?: boolean;
}

/**
 * Chooses the viewer of the family. The family viewers (charts, norms, clipping) come with later
 * issues; until then every kind shows its parsed record as a table of header fields plus the first
 * samples, saying so.
 */
export function DataViewer(props: ViewerProps) {
  const kind = viewerOf[props.family];
  return <RecordTableViewer {...props} kind={kind} />;
}

function Value({ value }: { value: HeaderValue }) {
  const { t } = useTranslation();
  return <>{typeof value === 'string' ? value : t(value.key, value.values ?? {})}</>;
}

function RecordTableViewer({ fileName, family, record, kind }: ViewerProps & { kind: ViewerKind }) {
  const { t } = useTranslation();
  const summary = summarizeRecord(record, 20, currentDateLocale());
  const name = catalogueEntry(typeOfFamily(family)).name;
  return (
    <Stack gap="lg" data-testid="data-viewer" data-viewer={kind} data-family={family}>
      <Group gap="xs">
        <Badge variant="light">{name}</Badge>
        <Badge variant="light" color="gray">
          {t(`devices:screens.viewer.kinds.${kind}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('devices:screens.viewer.pending')}
        </Text>
      </Group>
      <Paper p="lg" radius="lg" className={classes.card}>
        <Title order={2} size="h4" mb="md">
          {t('devices:screens.viewer.header')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={6}>
          {summary.header.map(([key, value]) => (
            <Group key={key} gap="xs" wrap="nowrap" justify="space-between" data-testid={`header-${key}`}>
              <Text size="sm" c="dimmed">
                {t(`devices:screens.viewer.fields.${key}`)}
              </Text>
              <Text size="sm" fw={600} className={classes.mono}>
                <Value value={value} />
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper p="lg" radius="lg" className={classes.card}>
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {t('devices:screens.viewer.samples')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('devices:screens.viewer.firstRows', { shown: summary.rows.length, total: summary.total })}
          </Text>
        </Group>
        <div className={classes.tableWrap}>
          <Table striped verticalSpacing={6} horizontalSpacing="md" data-testid="samples-table">
            <Table.Thead>
              <Table.Tr>
                {summary.columns.map((c) => (
                  <Table.Th key={c}>{t(`devices:screens.viewer.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional samples.
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns.
                    <Table.Td key={j} className={classes.mono}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Paper>
      <Text size="xs" c="dimmed">
        {fileName}
      </Text>
    </Stack>
  );
}
