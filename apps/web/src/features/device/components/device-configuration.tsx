import { Button, Paper, Stack, Tabs, Title } from '@mantine/core';
import type { ConfigKind } from '@ohp/devices';
import { IconArrowLeft, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { currentDateLocale } from '../../../lib/i18n';
import { useSelectedDevice } from '../hooks/use-devices';
import { useDeviceLostRedirect } from '../hooks/use-device-lost';
import { showDeviceError } from '../lib/device-errors';
import type { ConnectedDevice } from '../stores/device-store';
import { ConfigForm } from './config-form';
import { DeviceHeader } from './device-header';
import classes from './device.module.css';
import { NoDevice } from './no-device';
import { ScheduleForm } from './schedule-form';

/** /access-device/configuration: configuration kinds and schedule of the selected device, date/time sync. */
export function DeviceConfiguration() {
  const { t } = useTranslation();
  useDeviceLostRedirect();
  const device = useSelectedDevice();
  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('app:screens.accessDeviceConfiguration.title')}
      </Title>
      {device ? <Configuration device={device} /> : <NoDevice />}
    </Stack>
  );
}

function Configuration({ device }: { device: ConnectedDevice }) {
  const { t } = useTranslation();
  const [syncing, setSyncing] = useState(false);
  const kinds: ConfigKind[] = device.session.configKinds();

  const sync = async () => {
    setSyncing(true);
    try {
      const now = new Date();
      await device.session.setDateTime(now);
      void showSuccess(
        t('devices:screens.config.dateSynced', { date: now.toLocaleString(currentDateLocale()) }),
      );
    } catch (error) {
      void showDeviceError(error);
    } finally {
      setSyncing(false);
    }
  };

  return (
    <>
      <DeviceHeader device={device}>
        <Button
          component={Link}
          to={paths.app.accessDeviceRegister.getHref(device.id)}
          variant="default"
          leftSection={<IconArrowLeft size={18} />}
        >
          {t('devices:screens.config.backToRecords')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconCalendarTime size={18} />}
          loading={syncing}
          onClick={() => void sync()}
        >
          {t('devices:screens.config.syncDate')}
        </Button>
      </DeviceHeader>
      <Paper radius="lg" className={classes.card}>
        <Tabs defaultValue="config" keepMounted={false}>
          <Tabs.List px="md" pt="xs">
            {kinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {t(`devices:screens.config.tabs.${kind}`)}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="schedule">{t('devices:screens.config.tabs.schedule')}</Tabs.Tab>
          </Tabs.List>
          {kinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <ConfigForm device={device} kind={kind} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="schedule">
            <ScheduleForm device={device} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
