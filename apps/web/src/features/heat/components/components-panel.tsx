import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Component, HeatComponentData } from '@ohp/contracts';
import { heatComponentDataSchema } from '@ohp/contracts';
import type { HeatSeries } from '@ohp/exposure';
import { formatDuration, formatInputNumber, parseDuration } from '@ohp/i18n';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DurationInput } from '../../../components/ui/duration-input';
import { useHeatComponents } from '../api/components';
import { fromLocalInput, toLocalInput } from '../lib/local-time';
import { formatTemperature } from '../lib/format';
import {
  canAddComponent,
  componentFromPeriod,
  type HeatReportOptions,
  lastRecordMs,
  metabolicUnitOf,
  type ReportComponent,
} from '../lib/report-state';
import classes from './heat.module.css';
import { ActivityPicker } from './report-options';

// Component mode: cut a component from a period of the record (entry and exit time, activity), or
// reuse a saved one; the list of the report's components. The rules (one component under NR-15 1978
// with rest at the place, exit time within the record) are report-state's.

interface Props {
  series: HeatSeries;
  options: HeatReportOptions;
  unit: 'C' | 'F';
  /** Adds it (the screen applies the rules and asks whether to see the results). */
  onAdd: (component: ReportComponent, saveForReuse: boolean) => Promise<string | null>;
  onRemove: (key: string) => void;
}

let keySeq = 0;
export const nextComponentKey = () => `c${Date.now().toString(36)}${(keySeq++).toString(36)}`;

export function ComponentsPanel({ series, options, unit, onAdd, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const absolute = series.timeBase === 'absolute';
  const end = lastRecordMs(series);
  const [description, setDescription] = useState('');
  // Relative records: entry and exit are durations from the start (HH:mm, minutes accepted).
  const [entry, setEntry] = useState(() => (absolute ? toLocalInput(series.startMs) : formatDuration(0)));
  const [exit, setExit] = useState(() =>
    absolute
      ? toLocalInput(Math.min(end, series.startMs + 30 * 60000))
      : formatDuration(Math.floor(Math.min(30, (end - series.startMs) / 60000))),
  );
  const [activity, setActivity] = useState<string | null>(null);
  const [rate, setRate] = useState<number | null>(null);
  const [reuse, setReuse] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const saved = useHeatComponents();
  const unitM = metabolicUnitOf(options.norm);
  const allowed = canAddComponent(options);

  const timeOf = (v: string) => {
    if (absolute) return fromLocalInput(v);
    const minutes = parseDuration(v);
    return minutes === null ? Number.NaN : series.startMs + minutes * 60000;
  };

  const add = async () => {
    setError(null);
    if (description.trim() === '') return setError(t('heat:component.nameRequired'));
    if (rate === null) return setError(t('heat:component.rateRequired'));
    const made = componentFromPeriod(
      series,
      { startMs: timeOf(entry), endMs: timeOf(exit) },
      { metabolicRate: rate, unit: unitM, key: activity ?? undefined, solarLoad: false },
    );
    if (!made.ok) return setError(t(made.reason.key, made.reason.values));
    const refused = await onAdd(
      { key: nextComponentKey(), description: description.trim(), data: made.data },
      reuse,
    );
    if (refused) setError(refused);
    else setDescription('');
  };

  const addSaved = async (component: Component | undefined) => {
    if (!component) return;
    setError(null);
    const data = heatComponentDataSchema.safeParse(component.data);
    if (!data.success) return setError(t('heat:component.invalidSaved'));
    const refused = await onAdd(
      { key: nextComponentKey(), description: component.description, savedId: component.id, data: data.data },
      false,
    );
    if (refused) setError(refused);
  };

  const rows = options.components.map((c) => (
    <Table.Tr key={c.key} data-testid="heat-component-row">
      <Table.Td data-label={t('heat:component.name')}>{c.description}</Table.Td>
      <Table.Td className={classes.mono} data-label={t('heat:component.minutes')}>
        {formatInputNumber(i18n.language, c.data.minutes, 1)} min
      </Table.Td>
      <Table.Td className={classes.mono} data-label={t('heat:component.temperatures')}>
        {temperatures(c.data, unit, i18n.language)}
      </Table.Td>
      <Table.Td className={classes.mono} data-label={t('heat:component.rate')}>
        {c.data.metabolicRate} {c.data.metabolicUnit}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('heat:component.remove', { name: c.description })}
          onClick={() => onRemove(c.key)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  ));

  return (
    <Paper p="lg" radius="lg" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        {t('heat:component.title')}
      </Title>
      <Stack gap="md">
        {options.components.length > 0 ? (
          <div className={classes.tableWrap}>
            <Table striped className={classes.componentsTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('heat:component.name')}</Table.Th>
                  <Table.Th>{t('heat:component.minutes')}</Table.Th>
                  <Table.Th>{t('heat:component.temperatures')}</Table.Th>
                  <Table.Th>{t('heat:component.rate')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('heat:component.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </div>
        ) : (
          <Text c="dimmed">{t('heat:component.none')}</Text>
        )}
        {allowed ? (
          <>
            <TextInput
              label={t('heat:component.name')}
              value={description}
              maxLength={140}
              onChange={(e) => setDescription(e.currentTarget.value)}
              data-testid="heat-component-name"
            />
            <Group align="flex-end" wrap="wrap">
              {absolute ? (
                <>
                  <TextInput
                    type="datetime-local"
                    step={1}
                    label={t('heat:component.entry')}
                    value={entry}
                    onChange={(e) => setEntry(e.currentTarget.value)}
                    data-testid="heat-component-entry"
                  />
                  <TextInput
                    type="datetime-local"
                    step={1}
                    label={t('heat:component.exit')}
                    value={exit}
                    onChange={(e) => setExit(e.currentTarget.value)}
                    data-testid="heat-component-exit"
                  />
                </>
              ) : (
                <>
                  <DurationInput
                    label={t('heat:component.entryMinutes')}
                    value={entry}
                    onChange={setEntry}
                    data-testid="heat-component-entry"
                  />
                  <DurationInput
                    label={t('heat:component.exitMinutes')}
                    value={exit}
                    onChange={setExit}
                    data-testid="heat-component-exit"
                  />
                </>
              )}
            </Group>
            <ActivityPicker
              norm={options.norm}
              activity={activity}
              rate={rate}
              onChange={(a, r) => {
                setActivity(a);
                setRate(r);
              }}
              testId="heat-component"
            />
            <Checkbox
              label={t('heat:component.saveForReuse')}
              checked={reuse}
              onChange={(e) => setReuse(e.currentTarget.checked)}
              data-testid="heat-component-reuse"
            />
            <Group>
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => void add()}
                data-testid="heat-component-add"
              >
                {t('heat:component.add')}
              </Button>
            </Group>
            {saved.data && saved.data.length > 0 ? (
              <Select
                label={t('heat:component.reuse')}
                placeholder={t('heat:component.reusePlaceholder')}
                value={null}
                data={saved.data.map((c) => ({ value: c.id, label: c.description }))}
                onChange={(id) => void addSaved(saved.data?.find((c) => c.id === id))}
                searchable
                data-testid="heat-component-saved"
              />
            ) : null}
          </>
        ) : options.components.length > 0 ? (
          <Text c="dimmed" data-testid="heat-component-limit">
            {t('heat:component.onlyOne')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" data-testid="heat-component-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function temperatures(d: HeatComponentData, unit: 'C' | 'F', language: string): string {
  if (d.tg === undefined || d.tbn === undefined)
    return d.ibutg === undefined ? '-' : `IBUTG ${formatTemperature(d.ibutg, unit, language)}`;
  const parts = [
    `tg ${formatTemperature(d.tg, unit, language)}`,
    `tbn ${formatTemperature(d.tbn, unit, language)}`,
  ];
  if (d.tbs !== undefined) parts.push(`tbs ${formatTemperature(d.tbs, unit, language)}`);
  return parts.join(' · ');
}
