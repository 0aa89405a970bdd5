import { Button, Checkbox, Group, Loader, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { type DeviceSchedule, validateSchedule } from '@ohp/devices';
import { formatDuration, parseDuration } from '@ohp/i18n';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { deviceErrorMessage, showDeviceError } from '../lib/device-errors';
import type { ConnectedDevice } from '../stores/device-store';
import { configKey } from './config-form';
import classes from './device.module.css';
import { FormActions } from './form-actions';

const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

type Errors = Record<string, string>;

function SmallInput({
  label,
  value,
  error,
  onChange,
  width = 84,
  duration = false,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  width?: number;
  /** A duration (HH:mm): minutes typed alone ("90") become "01:30" when the field is left, as in every duration field. */
  duration?: boolean;
}) {
  return (
    <TextInput
      aria-label={label}
      value={value}
      error={error}
      inputMode="numeric"
      placeholder={duration ? 'HH:mm' : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => {
        const minutes = duration ? parseDuration(value) : null;
        if (minutes !== null) onChange(formatDuration(minutes));
      }}
      size="xs"
      w={width}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

/** The device schedule (SPEC §3 "Device configuration", §5 completeness): 10 slots (DoseMaxV2) or 7 days × 4 windows. */
export function ScheduleForm({ device }: { device: ConnectedDevice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: configKey(device.id, 'schedule'),
    queryFn: () => device.session.readSchedule(),
    staleTime: 0,
    gcTime: 0,
  });
  const [schedule, setSchedule] = useState<DeviceSchedule | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) {
      setSchedule(query.data);
      setErrors({});
    }
  }, [query.data]);
  useEffect(() => {
    if (query.error) void showDeviceError(query.error);
  }, [query.error]);

  if (query.isError) {
    return (
      <Stack gap="sm" align="flex-start" p="md">
        <Text c="red">{deviceErrorMessage(query.error)}</Text>
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()}>
          {t('devices:screens.retry')}
        </Button>
      </Stack>
    );
  }
  if (!schedule) {
    return (
      <Group gap="sm" p="md">
        <Loader size="sm" />
        <Text c="dimmed">{t('devices:screens.config.reading')}</Text>
      </Group>
    );
  }

  const save = async () => {
    const issues = validateSchedule(schedule);
    const map: Errors = {};
    for (const issue of issues) map[issue.field] ??= t(issue.key, issue.values);
    setErrors(map);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      await device.session.writeSchedule(schedule);
      const back = await device.session.readSchedule();
      queryClient.setQueryData(configKey(device.id, 'schedule'), back);
      setSchedule(back);
      void showSuccess(t('devices:screens.schedule.saved'));
    } catch (error) {
      void showDeviceError(error);
    } finally {
      setSaving(false);
    }
  };

  const dayName = (d: number) => t(`devices:screens.schedule.days.${d}`);
  let table: React.ReactNode;
  if (schedule.format === 'slots') {
    const update = (i: number, patch: Partial<(typeof schedule.slots)[number]>) =>
      setSchedule({ ...schedule, slots: schedule.slots.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
    table = (
      <Table verticalSpacing="xs" horizontalSpacing="sm" miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices:screens.schedule.slot')}</Table.Th>
            <Table.Th>{t('devices:screens.schedule.enabled')}</Table.Th>
            <Table.Th>{t('devices:screens.schedule.weekdays')}</Table.Th>
            <Table.Th>{t('devices:screens.schedule.start')}</Table.Th>
            <Table.Th>{t('devices:screens.schedule.duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.slots.map((slot, i) => (
            <Table.Tr key={slot.slot}>
              <Table.Td className={classes.mono}>{slot.slot}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${t('devices:screens.schedule.enabled')} ${slot.slot}`}
                  checked={slot.enabled}
                  onChange={(e) => update(i, { enabled: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  {weekdays.map((d) => (
                    <Checkbox
                      key={d}
                      size="xs"
                      label={dayName(d)}
                      checked={(slot.weekdays & (1 << d)) !== 0}
                      onChange={(e) =>
                        update(i, {
                          weekdays: e.currentTarget.checked
                            ? slot.weekdays | (1 << d)
                            : slot.weekdays & ~(1 << d),
                        })
                      }
                    />
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <SmallInput
                  label={`${t('devices:screens.schedule.start')} ${slot.slot}`}
                  value={slot.start}
                  error={errors[`slots.${i}.start`]}
                  onChange={(v) => update(i, { start: v })}
                />
              </Table.Td>
              <Table.Td>
                <SmallInput
                  label={`${t('devices:screens.schedule.duration')} ${slot.slot}`}
                  value={slot.duration}
                  duration
                  error={errors[`slots.${i}.duration`]}
                  onChange={(v) => update(i, { duration: v })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  } else {
    const updateDay = (d: number, patch: Partial<(typeof schedule.days)[number]>) =>
      setSchedule({ ...schedule, days: schedule.days.map((x, j) => (j === d ? { ...x, ...patch } : x)) });
    const updateWindow = (
      d: number,
      w: number,
      patch: Partial<{ start: string; duration: string; interval: number }>,
    ) => {
      const day = schedule.days[d];
      if (!day) return;
      updateDay(d, { windows: day.windows.map((x, j) => (j === w ? { ...x, ...patch } : x)) });
    };
    // Window numbers 1..n as values (not array indexes): the columns are positional and never reorder.
    const windowNumbers = Array.from({ length: schedule.days[0]?.windows.length ?? 4 }, (_, w) => w + 1);
    table = (
      <Table verticalSpacing="xs" horizontalSpacing={6} miw={1100}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices:screens.schedule.day')}</Table.Th>
            <Table.Th>{t('devices:screens.schedule.enabled')}</Table.Th>
            {windowNumbers.map((n) => (
              <Table.Th key={n} colSpan={3} ta="center">
                {t('devices:screens.schedule.window', { n })}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th />
            <Table.Th />
            {windowNumbers.map((n) => [
              <Table.Th key={`s${n}`} fw={400} c="dimmed">
                {t('devices:screens.schedule.start')}
              </Table.Th>,
              <Table.Th key={`d${n}`} fw={400} c="dimmed">
                {t('devices:screens.schedule.duration')}
              </Table.Th>,
              <Table.Th key={`i${n}`} fw={400} c="dimmed">
                {t('devices:screens.schedule.interval')}
              </Table.Th>,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.days.map((day, d) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 7 days are positional (Sunday first).
            <Table.Tr key={d}>
              <Table.Td fw={600}>{dayName(d)}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${t('devices:screens.schedule.enabled')} ${dayName(d)}`}
                  checked={day.enabled}
                  onChange={(e) => updateDay(d, { enabled: e.currentTarget.checked })}
                />
              </Table.Td>
              {day.windows.map((w, i) => {
                const at = `days.${d}.windows.${i}`;
                const name = `${dayName(d)} ${i + 1}`;
                return [
                  <Table.Td key={`s${at}`}>
                    <SmallInput
                      label={`${t('devices:screens.schedule.start')} ${name}`}
                      value={w.start}
                      error={errors[`${at}.start`]}
                      onChange={(v) => updateWindow(d, i, { start: v })}
                      width={72}
                    />
                  </Table.Td>,
                  <Table.Td key={`d${at}`}>
                    <SmallInput
                      label={`${t('devices:screens.schedule.duration')} ${name}`}
                      value={w.duration}
                      duration
                      error={errors[`${at}.duration`]}
                      onChange={(v) => updateWindow(d, i, { duration: v })}
                      width={72}
                    />
                  </Table.Td>,
                  <Table.Td key={`i${at}`}>
                    <SmallInput
                      label={`${t('devices:screens.schedule.interval')} ${name}`}
                      value={Number.isNaN(w.interval) ? '' : String(w.interval)}
                      error={errors[`${at}.interval`]}
                      onChange={(v) =>
                        updateWindow(d, i, { interval: v.trim() === '' ? Number.NaN : Number(v) })
                      }
                      width={56}
                    />
                  </Table.Td>,
                ];
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      data-testid="schedule-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md" p="md">
        <Text size="sm" c="dimmed">
          {t(
            schedule.format === 'slots'
              ? 'devices:screens.schedule.leadSlots'
              : 'devices:screens.schedule.leadDays',
          )}
        </Text>
        <div className={classes.tableWrap}>{table}</div>
        <FormActions
          hasErrors={hasErrors}
          saving={saving}
          saveLabel={t('devices:screens.schedule.save')}
          errorsTestId="schedule-errors"
          onReload={() => void query.refetch()}
        />
      </Stack>
    </form>
  );
}
