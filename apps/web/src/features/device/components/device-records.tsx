import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  catalogueEntry,
  type DeviceFamily,
  type DeviceRecord,
  type ReadState,
  type RegisterEntry,
} from '@ohp/devices';
import {
  IconCloudUpload,
  IconDownload,
  IconPlugConnectedX,
  IconRefresh,
  IconSettings,
  IconTrash,
  IconUnlink,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showAlert, showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { currentDateLocale, i18next } from '../../../lib/i18n';
import { useDevice } from '../hooks/use-devices';
import { useDeviceLostRedirect } from '../hooks/use-device-lost';
import { deviceErrorMessage, showDeviceError } from '../lib/device-errors';
import { fileSize, registerDate, registerHour } from '../lib/format';
import { type ConnectedDevice, deviceStore } from '../stores/device-store';
import { DeviceImage } from './device-image';
import classes from './device.module.css';
import { NoDevice } from './no-device';
import { ReadProgress } from './read-progress';

/** What a finished read hands to the screen that shows it (the data viewer). */
export interface RecordReadResult {
  fileName: string;
  family: DeviceFamily;
  text: string;
  record: DeviceRecord;
}

const recordsKey = (id: string) => ['device', id, 'records'] as const;

function fileNameOf(device: ConnectedDevice, entry: RegisterEntry): string {
  return `${device.identity.model}_${device.identity.serialNumber}_${entry.label}.txt`;
}

/** A confirmation in the alert dialog: Cancel, then the (red) action; resolves true for the action. */
function confirm(title: string, text: string, action: string): Promise<boolean> {
  return showAlert({
    title,
    text,
    icon: 'warning',
    buttons: [
      { label: i18next.t('common:actions.cancel'), variant: 'default' },
      { label: action, variant: 'danger' },
    ],
  }).then((index) => index === 1);
}

interface DeviceRecordsProps {
  id: string;
  onRecordRead: (result: RecordReadResult) => void;
}

/** /access-device/register/{id}: the "Selected device screen" of SPEC §2. */
export function DeviceRecords({ id, onRecordRead }: DeviceRecordsProps) {
  const { t } = useTranslation();
  useDeviceLostRedirect();
  const device = useDevice(id);
  useEffect(() => {
    if (device) deviceStore.select(device.id);
  }, [device]);

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('app:screens.accessDeviceRegister.title')}
      </Title>
      {device ? <Records device={device} onRecordRead={onRecordRead} /> : <NoDevice />}
    </Stack>
  );
}

function Records({
  device,
  onRecordRead,
}: {
  device: ConnectedDevice;
  onRecordRead: (result: RecordReadResult) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<{ label: string; state: ReadState } | undefined>();
  const [busy, setBusy] = useState(false);
  const records = useQuery({
    queryKey: recordsKey(device.id),
    queryFn: () => device.session.listRecords(),
    staleTime: 0,
    gcTime: 0,
  });
  const shownError = useRef<unknown>(undefined);
  useEffect(() => {
    if (records.error && shownError.current !== records.error) {
      shownError.current = records.error;
      void showDeviceError(records.error);
    }
  }, [records.error]);

  const entry = catalogueEntry(device.identity.deviceType);
  const locked = busy || reading?.state.state === 'started' || reading?.state.state === 'reading';
  const refresh = () => queryClient.invalidateQueries({ queryKey: recordsKey(device.id) });

  const task = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      void showDeviceError(error);
    } finally {
      setBusy(false);
    }
  };

  const read = (item: RegisterEntry) =>
    task(async () => {
      setReading({ label: item.label, state: { state: 'started', progress: 0 } });
      try {
        const result = await device.session.readRecord(item.register, (state) =>
          setReading({ label: item.label, state }),
        );
        if (!result.parsed.ok) {
          void showError(deviceErrorMessage(result.parsed.reason));
          return;
        }
        onRecordRead({
          fileName: fileNameOf(device, item),
          family: device.family,
          text: result.text,
          record: result.parsed.data,
        });
      } finally {
        if (!deviceStore.find(device.id)) setReading(undefined);
      }
    });

  const remove = async (item: RegisterEntry) => {
    const ok = await confirm(
      t('devices:screens.records.deleteOne.title'),
      t('devices:screens.records.deleteOne.text', { label: item.label }),
      t('devices:screens.records.deleteOne.confirm'),
    );
    if (!ok) return;
    await task(async () => {
      await device.session.deleteRecord(item.register);
      await refresh();
      void showSuccess(t('devices:screens.records.deleteOne.done', { label: item.label }));
    });
  };

  const removeAll = async () => {
    const ok = await confirm(
      t('devices:screens.records.deleteAll.title'),
      t('devices:screens.records.deleteAll.text'),
      t('devices:screens.records.deleteAll.confirm'),
    );
    if (!ok) return;
    await task(async () => {
      await device.session.deleteAll();
      await refresh();
      void showSuccess(t('devices:screens.records.deleteAll.done'));
    });
  };

  const list = records.data ?? [];
  const locale = currentDateLocale();

  return (
    <>
      <Paper p="lg" radius="lg" className={classes.card}>
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <DeviceImage family={device.family} size={30} />
            <div>
              <Group gap="xs">
                <Text fw={700} size="lg" data-testid="device-model">
                  {device.identity.model}
                </Text>
                {device.demo ? (
                  <Badge color="yellow" variant="light">
                    {t('devices:screens.demo.badge')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {`${t(entry.familyLabelKey)} · ${t('devices:screens.device.serialNumber')} ${device.identity.serialNumber} · ${t('devices:screens.device.version')} ${device.identity.version}`}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.app.accessDeviceConfiguration.getHref()}
              variant="light"
              leftSection={<IconSettings size={18} />}
              disabled={locked}
            >
              {t('devices:screens.records.configuration')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTrash size={18} />}
              disabled={locked || list.length === 0}
              onClick={() => void removeAll()}
            >
              {t('devices:screens.records.deleteAll.button')}
            </Button>
            {device.demo ? (
              <Tooltip label={t('devices:screens.demo.unplugHint')}>
                <Button
                  variant="subtle"
                  color="yellow"
                  leftSection={<IconUnlink size={18} />}
                  onClick={() => device.demo?.unplug()}
                >
                  {t('devices:screens.demo.unplug')}
                </Button>
              </Tooltip>
            ) : null}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconPlugConnectedX size={18} />}
              disabled={locked}
              onClick={() => void deviceStore.disconnect(device.id)}
            >
              {t('devices:screens.device.disconnect')}
            </Button>
          </Group>
        </Group>
      </Paper>

      {reading ? <ReadProgress label={reading.label} state={reading.state} /> : null}

      {records.isPending ? (
        <Group gap="sm" data-testid="records-loading">
          <Loader size="sm" />
          <Text c="dimmed">{t('devices:screens.records.loading')}</Text>
        </Group>
      ) : records.isError ? (
        <Paper p="lg" radius="lg" className={classes.card} data-testid="records-error">
          <Stack gap="sm" align="flex-start">
            <Text c="red">{deviceErrorMessage(records.error)}</Text>
            <Button
              leftSection={<IconRefresh size={18} />}
              onClick={() => void records.refetch()}
              variant="light"
            >
              {t('devices:screens.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : list.length === 0 ? (
        <Paper p="xl" radius="lg" className={classes.card} data-testid="records-empty">
          <Text c="dimmed" ta="center">
            {t('devices:screens.records.empty')}
          </Text>
        </Paper>
      ) : (
        <div className={classes.tableWrap}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('devices:screens.records.columns.register')}</Table.Th>
                <Table.Th>{t('devices:screens.records.columns.type')}</Table.Th>
                <Table.Th>{t('devices:screens.records.columns.date')}</Table.Th>
                <Table.Th>{t('devices:screens.records.columns.hour')}</Table.Th>
                <Table.Th>{t('devices:screens.records.columns.description')}</Table.Th>
                <Table.Th>{t('devices:screens.records.columns.fileSize')}</Table.Th>
                <Table.Th ta="right">{t('devices:screens.records.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((item) => (
                <Table.Tr key={item.register} data-testid="record-row" data-register={item.register}>
                  <Table.Td className={classes.mono}>{item.label}</Table.Td>
                  <Table.Td>{t(entry.familyLabelKey)}</Table.Td>
                  <Table.Td>{registerDate(item.date)}</Table.Td>
                  <Table.Td className={classes.mono}>{registerHour(item.date)}</Table.Td>
                  <Table.Td>{item.description || '—'}</Table.Td>
                  <Table.Td>{fileSize(item.fileSize, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        leftSection={<IconDownload size={16} />}
                        disabled={locked}
                        aria-label={t('devices:screens.records.readLabel', { label: item.label })}
                        onClick={() => void read(item)}
                      >
                        {t('devices:screens.records.read')}
                      </Button>
                      <Tooltip label={t('devices:screens.records.cloudSoon')}>
                        <span>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            disabled
                            aria-label={t('devices:screens.records.cloudSoon')}
                          >
                            <IconCloudUpload size={18} />
                          </ActionIcon>
                        </span>
                      </Tooltip>
                      <Tooltip label={t('devices:screens.records.deleteOne.button')}>
                        <ActionIcon
                          variant="default"
                          color="red"
                          size="lg"
                          disabled={locked}
                          aria-label={t('devices:screens.records.deleteLabel', { label: item.label })}
                          onClick={() => void remove(item)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
}
