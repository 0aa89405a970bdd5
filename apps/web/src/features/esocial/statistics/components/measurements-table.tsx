import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { formatLocalDate } from '@ohp/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../../lib/api-client';
import { type AgentStatistics, type StatisticMeasurement, useExclusion } from '../api/ghe-statistics-api';
import { shownDate } from '../../components/agent-choice';
import { significant } from '../lib/figures';

function ExcludeForm({ gheId, m, onDone }: { gheId: string; m: StatisticMeasurement; onDone: () => void }) {
  const { t } = useTranslation();
  const exclusion = useExclusion(gheId);
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    exclusion.mutate(
      { measurementId: m.measurementId, reason },
      { onSuccess: onDone, onError: (e) => void showError(errorMessage(e)) },
    );
  };
  return (
    <form onSubmit={onSubmit}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('gheStatistics:reason', { file: m.fileName })}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          required
          size="xs"
        />
        <Button type="submit" size="xs" color="red" variant="light" loading={exclusion.isPending}>
          {t('gheStatistics:confirmExclude')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('gheStatistics:cancel')}
        </Button>
      </Group>
    </form>
  );
}

function Status({ m }: { m: StatisticMeasurement }) {
  const { t, i18n } = useTranslation();
  if (m.value === null) return <Text size="sm">{t('gheStatistics:noValue')}</Text>;
  if (!m.excluded) return <Text size="sm">{t('gheStatistics:used')}</Text>;
  return (
    <Text size="sm">
      <strong>{t('gheStatistics:excludedTitle')}</strong>
      {' – '}
      {t('gheStatistics:excludedBy', {
        by: m.excluded.by ?? '-',
        at: formatLocalDate(i18n.language, new Date(m.excluded.at)),
        reason: m.excluded.reason,
      })}
    </Text>
  );
}

/** The measurements of an agent: value, used or excluded (who, when, why), and exclude / include. */
export function MeasurementsTable({ gheId, agent }: { gheId: string; agent: AgentStatistics }) {
  const { t, i18n } = useTranslation();
  const include = useExclusion(gheId);
  const [excluding, setExcluding] = useState<string | null>(null);
  const unit = agent.exchangeRate !== null ? 'dB(A)' : agent.unit;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Caption>{t('gheStatistics:measurements')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gheStatistics:columns.file')}</Table.Th>
            <Table.Th>{t('gheStatistics:columns.date')}</Table.Th>
            <Table.Th>{t('gheStatistics:columns.value')}</Table.Th>
            <Table.Th>{t('gheStatistics:columns.status')}</Table.Th>
            <Table.Th>{t('gheStatistics:columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agent.measurements.map((m) => (
            <Table.Tr key={m.measurementId}>
              <Table.Td>{m.fileName}</Table.Td>
              <Table.Td>{shownDate(i18n.language, m.date)}</Table.Td>
              <Table.Td>{m.value === null ? '-' : `${significant(i18n.language, m.value)} ${unit}`}</Table.Td>
              <Table.Td>
                <Status m={m} />
                {excluding === m.measurementId ? (
                  <ExcludeForm gheId={gheId} m={m} onDone={() => setExcluding(null)} />
                ) : null}
              </Table.Td>
              <Table.Td>
                {m.value === null ? null : m.excluded ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={include.isPending}
                    aria-label={`${t('gheStatistics:include')}: ${m.fileName}`}
                    onClick={() =>
                      include.mutate(
                        { measurementId: m.measurementId, reason: null },
                        { onError: (e) => void showError(errorMessage(e)) },
                      )
                    }
                  >
                    {t('gheStatistics:include')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${t('gheStatistics:exclude')}: ${m.fileName}`}
                    onClick={() => setExcluding(m.measurementId)}
                  >
                    {t('gheStatistics:exclude')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
