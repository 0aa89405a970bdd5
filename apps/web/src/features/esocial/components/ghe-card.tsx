import {
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatInputNumber, unitText } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import {
  type Ghe,
  type Worker,
  useAddGheMeasurement,
  useAddGheWorker,
  useGheAgents,
  useSavedMeasurements,
} from '../api/esocial-api';
import { GheForm } from './ghe-form';
import { GheStatistics } from '../statistics/components/ghe-statistics';

const UNITS: Record<number, string> = { 4: 'dB(A)', 5: 'm/s²', 6: 'm/s^1.75', 10: '°C' };

function AssignWorker({ ghe, workers }: { ghe: Ghe; workers: Worker[] }) {
  const { t } = useTranslation();
  const add = useAddGheWorker(ghe.id);
  const [workerId, setWorkerId] = useState('');
  const [startDate, setStartDate] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ workerId, startDate }, { onError: (e) => void showError(errorMessage(e)) });
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('esocial:web.ghe.assignWorker')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('esocial:web.ghe.worker')}
          value={workerId}
          onChange={(e) => setWorkerId(e.currentTarget.value)}
          data={[
            { value: '', label: t('esocial:web.ghe.pickWorker') },
            ...workers.map((w) => ({ value: w.id, label: `${w.name} (${w.cpf})` })),
          ]}
          required
        />
        <TextInput
          type="date"
          label={t('esocial:web.ghe.startDate')}
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
          required
        />
        <Button type="submit" variant="light" loading={add.isPending} disabled={!workerId || !startDate}>
          {t('esocial:web.ghe.assign')}
        </Button>
      </Group>
    </form>
  );
}

function AddMeasurement({ ghe }: { ghe: Ghe }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const saved = useSavedMeasurements(search);
  const add = useAddGheMeasurement(ghe.id);
  const [measurementId, setMeasurementId] = useState('');
  const [metabolicRate, setMetabolicRate] = useState<number | string>('');
  const picked = saved.data?.find((m) => m.id === measurementId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { measurementId, metabolicRate: typeof metabolicRate === 'number' ? metabolicRate : null },
      { onError: (e) => void showError(errorMessage(e)) },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('esocial:web.ghe.addMeasurement')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('esocial:web.ghe.searchMeasurements')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <NativeSelect
          label={t('esocial:web.ghe.measurement')}
          value={measurementId}
          onChange={(e) => setMeasurementId(e.currentTarget.value)}
          data={[
            { value: '', label: t('esocial:web.ghe.pickMeasurement') },
            ...(saved.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.fileName} – ${t(`esocial:web.domain.${m.domain}`)} – ${m.createdAt.slice(0, 10)}`,
            })),
          ]}
        />
        {picked?.domain === 'heat' ? (
          <NumberInput
            label={t('esocial:web.ghe.metabolicRate')}
            value={metabolicRate}
            onChange={setMetabolicRate}
            min={1}
            max={2000}
            required
          />
        ) : null}
        <Button type="submit" variant="light" loading={add.isPending} disabled={!measurementId}>
          {t('esocial:web.ghe.add')}
        </Button>
      </Group>
    </form>
  );
}

function Agents({ ghe }: { ghe: Ghe }) {
  const { t, i18n } = useTranslation();
  const agents = useGheAgents(ghe.id);
  if (agents.isError) return <Text role="alert">{errorMessage(agents.error)}</Text>;
  if (!agents.data) return null;
  return (
    <Stack gap="xs">
      {agents.data.warnings.length > 0 ? (
        <List aria-label={t('esocial:web.ghe.warnings')} c="orange.9">
          {agents.data.warnings.map((w) => (
            <List.Item key={`${w.kind}-${w.measurementId ?? ''}`}>
              {t(`esocial:web.warning.${w.kind}`, { date: w.date ?? '' })}
            </List.Item>
          ))}
        </List>
      ) : null}
      {/* No scroll box: a scrolling region without focusable content fails WCAG (axe scrollable-region-focusable); the cells wrap at 390 px. */}
      <Table style={{ wordBreak: 'break-word' }}>
        <Table.Caption>{t('esocial:web.ghe.agentsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('esocial:web.agent.code')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.intensity')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.limit')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.technique')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.data.agents.map((a) => (
            <Table.Tr key={a.code}>
              <Table.Td>
                {a.code} {t(`esocial:web.agentName.${a.code}`)}
              </Table.Td>
              <Table.Td>
                {a.intensity === null
                  ? '–'
                  : `${formatInputNumber(i18n.language, a.intensity)} ${unitText(i18n.language, UNITS[a.unit ?? 0] ?? '')}`}
              </Table.Td>
              <Table.Td>
                {a.limit === null ? '–' : `${formatInputNumber(i18n.language, a.limit)} °C`}
              </Table.Td>
              <Table.Td>{a.technique ?? '–'}</Table.Td>
              <Table.Td>
                {a.source
                  ? t(a.chosen ? 'esocial:web.agent.sourceChosen' : 'esocial:web.agent.sourceHighest', {
                      file: a.source.file ?? '',
                      date: a.source.date ?? '',
                      report: a.source.reportId ? t('esocial:web.agent.withReport') : '',
                    })
                  : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {agents.data.omitted.map((o) => (
        <Text key={`${o.reason}-${o.source.file ?? ''}`} size="sm" c="dimmed">
          {t(`esocial:cli.omitted.${o.reason}`, { source: o.source.file ?? '', dose: o.dailyDosePct ?? '' })}
        </Text>
      ))}
    </Stack>
  );
}

/** One GHE: its data, workers with dates, measurements and the agents the S-2240 reports. */
export function GheCard({ ghe, workers }: { ghe: Ghe; workers: Worker[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`ghe-${ghe.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={`ghe-${ghe.id}`}>
            {ghe.code} – {ghe.name}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setEditing(!editing)}>
            {t(editing ? 'esocial:web.ghe.closeEdit' : 'esocial:web.ghe.edit')}
          </Button>
        </Group>
        <Text size="sm">
          {ghe.sector} · {ghe.activities}
        </Text>
        {editing ? (
          <GheForm companyId={ghe.companyId} id={ghe.id} initial={ghe} onDone={() => setEditing(false)} />
        ) : null}
        <Title order={3} size="h5">
          {t('esocial:web.ghe.workers')}
        </Title>
        {ghe.workers.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('esocial:web.ghe.noWorkers')}
          </Text>
        ) : null}
        <List size="sm">
          {ghe.workers.map((w) => (
            <List.Item key={w.membershipId}>
              {t('esocial:web.ghe.membership', { name: w.name, start: w.startDate, end: w.endDate ?? '…' })}
            </List.Item>
          ))}
        </List>
        <AssignWorker ghe={ghe} workers={workers} />
        <Title order={3} size="h5">
          {t('esocial:web.ghe.measurements')}
        </Title>
        <List size="sm">
          {ghe.measurements.map((m) => (
            <List.Item key={m.measurementId}>
              {m.fileName} – {t(`esocial:web.domain.${m.domain}`)} – {m.date}
            </List.Item>
          ))}
        </List>
        <AddMeasurement ghe={ghe} />
        <Title order={3} size="h5">
          {t('esocial:web.ghe.agents')}
        </Title>
        <Agents ghe={ghe} />
        <GheStatistics gheId={ghe.id} gheCode={ghe.code} />
      </Stack>
    </Card>
  );
}
