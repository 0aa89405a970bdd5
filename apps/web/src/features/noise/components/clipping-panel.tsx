import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { NoiseSeries } from '@ohp/exposure';
import { IconAlertTriangle, IconPointer, IconScissors, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/alert-dialog/alert-store';
import { escapeHtml } from '../../../lib/escape-html';
import { formatNumber } from '../lib/format';
import { recordClock } from '../lib/record-clock';
import type { ViewerState, ViewerStore } from '../stores/viewer-store';
import classes from './noise.module.css';

// Clipping (SPEC §3, §5): a period chosen by dragging on the chart or typed as start/end, with a
// type (clip or pause) and an observation. Clipping everything is refused; more than 50 % clipped
// warns. The device's own pauses are listed too, read-only.

interface Props {
  store: ViewerStore;
  state: ViewerState;
  base: NoiseSeries;
  selection: { startMs: number; endMs: number } | null;
  selecting: boolean;
  onSelectingChange: (on: boolean) => void;
}

export function ClippingPanel({ store, state, base, selection, selecting, onSelectingChange }: Props) {
  const { t, i18n } = useTranslation();
  // data-label: the column's name beside each value when a phone stacks the row.
  const col = (key: string) => t(`noise:viewer.clipping.${key}`);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [kind, setKind] = useState<'clip' | 'pause'>('clip');
  const [observation, setObservation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clock = useMemo(() => recordClock(base), [base]);

  useEffect(() => {
    if (!selection) return;
    setStart(clock.time(selection.startMs));
    setEnd(clock.time(selection.endMs));
    setError(null);
  }, [selection, clock]);

  const add = () => {
    const startMs = clock.parse(start);
    const endMs = startMs === undefined ? undefined : clock.parse(end, startMs + 1);
    if (startMs === undefined || endMs === undefined) {
      setError(t('noise:viewer.clipping.errors.time'));
      return;
    }
    if (observation.length > 140) {
      setError(t('errors:maxLength', { max: 140 }));
      return;
    }
    const result = store.addClipping({ startMs, endMs, kind, observation });
    if (!result.ok) {
      setError(t(result.reason));
      if (result.reason === 'noise:viewer.clipping.errors.wholeRange')
        void showWarning(escapeHtml(t(result.reason)));
      return;
    }
    setError(null);
    setObservation('');
    setStart('');
    setEnd('');
    if (result.warning) void showWarning(escapeHtml(t('noise:viewer.clipping.overHalf')));
  };

  const devicePauses = base.excluded;
  const userMinutes = state.clippings.reduce((sum, c) => sum + (c.endMs - c.startMs) / 60_000, 0);

  return (
    <Stack gap="sm" data-testid="clipping-panel">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('noise:viewer.clipping.start')}
          placeholder="HH:mm:ss"
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          w={110}
        />
        <TextInput
          label={t('noise:viewer.clipping.end')}
          placeholder="HH:mm:ss"
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          w={110}
        />
        <SegmentedControl
          aria-label={t('noise:viewer.clipping.type')}
          value={kind}
          onChange={(v) => setKind(v === 'pause' ? 'pause' : 'clip')}
          data={[
            { value: 'clip', label: t('noise:excluded.clip') },
            { value: 'pause', label: t('noise:excluded.pause') },
          ]}
        />
        <TextInput
          label={t('noise:viewer.clipping.observation')}
          value={observation}
          maxLength={140}
          onChange={(e) => setObservation(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button leftSection={<IconScissors size={16} />} onClick={add} data-testid="add-clipping">
          {t('noise:viewer.clipping.add')}
        </Button>
        <Button
          variant={selecting ? 'filled' : 'default'}
          color={selecting ? 'yellow' : undefined}
          leftSection={<IconPointer size={16} />}
          onClick={() => onSelectingChange(!selecting)}
          aria-pressed={selecting}
          data-testid="select-on-chart"
        >
          {t('noise:viewer.clipping.selectOnChart')}
        </Button>
      </Group>
      {selecting ? (
        <Text size="xs" c="dimmed">
          {t('noise:viewer.clipping.dragHint')}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid="clipping-error">
          {error}
        </Text>
      ) : null}
      {state.clippedWarning ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="clipping-warning">
          {t('noise:viewer.clipping.overHalfShare', {
            share: formatNumber(i18n.language, state.clippedShare * 100),
          })}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Badge variant="light" data-testid="clipping-total">
          {t('noise:viewer.clipping.total', { count: state.clippings.length })}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('noise:viewer.clipping.totalMinutes', { minutes: formatNumber(i18n.language, userMinutes) })}
        </Text>
      </Group>
      {state.clippings.length + devicePauses.length > 0 ? (
        <div className={classes.tableWrap}>
          <Table verticalSpacing={4} data-testid="clipping-list" className={classes.clippingTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('noise:viewer.clipping.type')}</Table.Th>
                <Table.Th>{t('noise:viewer.clipping.start')}</Table.Th>
                <Table.Th>{t('noise:viewer.clipping.end')}</Table.Th>
                <Table.Th>{t('noise:viewer.clipping.observation')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devicePauses.map((p) => (
                <Table.Tr key={`device-${p.startMs}-${p.endMs}`} data-testid="device-pause-row">
                  <Table.Td data-label={col('type')}>{t(`noise:excluded.${p.kind}`)}</Table.Td>
                  <Table.Td className={classes.mono} data-label={col('start')}>
                    {clock.dateTime(p.startMs)}
                  </Table.Td>
                  <Table.Td className={classes.mono} data-label={col('end')}>
                    {clock.dateTime(p.endMs)}
                  </Table.Td>
                  <Table.Td data-label={col('observation')}>
                    <Text size="sm" c="dimmed">
                      {p.observation ?? t('noise:viewer.clipping.devicePause')}
                    </Text>
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
              {state.clippings.map((c) => (
                <Table.Tr key={c.id} data-testid="clipping-row">
                  <Table.Td data-label={col('type')}>{t(`noise:excluded.${c.kind}`)}</Table.Td>
                  <Table.Td className={classes.mono} data-label={col('start')}>
                    {clock.dateTime(c.startMs)}
                  </Table.Td>
                  <Table.Td className={classes.mono} data-label={col('end')}>
                    {clock.dateTime(c.endMs)}
                  </Table.Td>
                  <Table.Td data-label={col('observation')}>{c.observation}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('noise:viewer.clipping.remove')}
                      onClick={() => store.removeClipping(c.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
    </Stack>
  );
}
