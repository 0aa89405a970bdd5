import type { MeasurementDomain } from '@ohp/contracts';
import type { DeviceFamily } from '@ohp/devices';
import type { ReactNode } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh, IconSettings, IconTrash, IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDevice } from '../hooks/use-devices';
import { useDemoReconnect } from '../hooks/use-demo-reconnect';
import { useDeviceLostRedirect } from '../hooks/use-device-lost';
import { recordsKey, useRecordActions } from '../hooks/use-record-actions';
import { disconnectDevice } from '../lib/connect';
import { deviceErrorMessage, showDeviceError } from '../lib/device-errors';
import type { RecordReadResult, SaveRecordToCloud } from '../lib/record-read';
import { type ConnectedDevice, deviceStore } from '../stores/device-store';
import { CloudSaved } from './cloud-saved';
import { DeviceHeader } from './device-header';
import classes from './device.module.css';
import { NoDevice } from './no-device';
import { ReadProgress } from './read-progress';
import { RecordsTable } from './records-table';

export type { RecordReadResult } from '../lib/record-read';

interface DeviceRecordsProps {
  id: string;
  onRecordRead: (result: RecordReadResult) => void;
  /** Saves a read record as a measurement; without it the cloud action says it is coming. */
  saveRecord?: SaveRecordToCloud | undefined;
  /** The measurement domains a saved record can be opened in (those with a web module). */
  cloudDomains?: readonly MeasurementDomain[] | undefined;
  /** Shown under the device's serial (the app layer gives its registration and certificate). */
  deviceDetails?: ((device: ConnectedDevice) => ReactNode) | undefined;
  /**
   * Called once the device's records show, with its family: the app layer gets what a record read
   * from it opens in (its viewer) ready in idle time, while the user picks a record and it is read.
   * Returns a cleanup.
   */
  prepareRecordViewer?: ((family: DeviceFamily) => () => void) | undefined;
}

/** /access-device/register/{id}: the "Selected device screen" of SPEC §2. */
export function DeviceRecords({
  id,
  onRecordRead,
  saveRecord,
  cloudDomains = ['noise'],
  deviceDetails,
  prepareRecordViewer,
}: DeviceRecordsProps) {
  const { t } = useTranslation();
  useDeviceLostRedirect();
  const device = useDevice(id);
  const demo = useDemoReconnect(id, device !== undefined);
  useEffect(() => {
    if (device) deviceStore.select(device.id);
  }, [device]);
  const family = device?.family;
  const prepare = useRef(prepareRecordViewer);
  prepare.current = prepareRecordViewer;
  useEffect(() => (family ? prepare.current?.(family) : undefined), [family]);

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('app:screens.accessDeviceRegister.title')}
      </Title>
      {device ? (
        <Records
          device={device}
          onRecordRead={onRecordRead}
          saveRecord={saveRecord}
          cloudDomains={cloudDomains}
          details={deviceDetails?.(device)}
        />
      ) : demo.connecting ? (
        <Group gap="sm" data-testid="demo-reconnecting">
          <Loader size="sm" />
          <Text>{t('devices:screens.noDevice.reconnecting')}</Text>
        </Group>
      ) : (
        <NoDevice onReconnectDemo={demo.family ? demo.reconnect : undefined} />
      )}
    </Stack>
  );
}

function Records({
  device,
  onRecordRead,
  saveRecord,
  cloudDomains,
  details,
}: {
  device: ConnectedDevice;
  onRecordRead: (result: RecordReadResult) => void;
  saveRecord: SaveRecordToCloud | undefined;
  cloudDomains: readonly MeasurementDomain[];
  details: ReactNode;
}) {
  const { t } = useTranslation();
  const actions = useRecordActions(device, onRecordRead, saveRecord, cloudDomains);
  const { reading, saving, saved, locked } = actions;
  const [noticeClosed, setNoticeClosed] = useState<unknown>(undefined);
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

  const list = records.data ?? [];

  return (
    <>
      <DeviceHeader device={device} showVersion details={details}>
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
          onClick={() => void actions.removeAll()}
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
          onClick={() => void disconnectDevice(device)}
        >
          {t('devices:screens.device.disconnect')}
        </Button>
      </DeviceHeader>

      {reading ? <ReadProgress label={reading.label} state={reading.state} /> : null}
      {saving ? (
        <Group gap="sm" data-testid="cloud-saving">
          <Loader size="sm" />
          <Text>{t('devices:screens.records.cloud.saving', { label: saving })}</Text>
        </Group>
      ) : null}
      {saved && noticeClosed !== saved ? (
        <CloudSaved saved={saved} onClose={() => setNoticeClosed(saved)} />
      ) : null}

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
        <RecordsTable
          device={device}
          list={list}
          actions={actions}
          cloudAvailable={saveRecord !== undefined}
          cloudDomains={cloudDomains}
        />
      )}
    </>
  );
}
