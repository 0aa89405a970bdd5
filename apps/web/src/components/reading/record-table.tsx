import { Paper, SimpleGrid, Group, Table, Text, Title } from '@mantine/core';
import type { DeviceRecord } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { currentDateLocale } from '../../lib/i18n';
import classes from './reading.module.css';
import { type HeaderValue, summarizeRecord } from './record-summary';

// A parsed record as tables: its header fields and its first samples. What a reading shows while
// its domain has no viewer yet (and the fallback of any reading whose viewer cannot show it).

function Value({ value }: { value: HeaderValue }) {
  const { t } = useTranslation();
  return <>{typeof value === 'string' ? value : t(value.key, value.values ?? {})}</>;
}

export function RecordTables({ record }: { record: DeviceRecord }) {
  const { t } = useTranslation();
  const summary = summarizeRecord(record, 20, currentDateLocale());
  return (
    <>
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
    </>
  );
}
