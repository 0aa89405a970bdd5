import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { catalogueEntry, hasBluetoothVersion, familyLabelText } from '@ohp/devices';
import { IconChevronRight, IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDevices } from '../hooks/use-devices';
import { useDeviceLostRedirect } from '../hooks/use-device-lost';
import type { ConnectedDevice } from '../stores/device-store';
import { disconnectDevice } from '../lib/connect';
import { deviceStore } from '../stores/device-store';
import { DeviceImage } from '../../../components/ui/device-image';
import classes from './device.module.css';
import { NoDevice } from './no-device';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" className={classes.muted}>
        {label}
      </Text>
      <Text size="sm" fw={500} className={classes.mono}>
        {value}
      </Text>
    </Group>
  );
}

function DeviceCard({ device }: { device: ConnectedDevice }) {
  const { t, i18n } = useTranslation();
  const { identity } = device;
  const entry = catalogueEntry(identity.deviceType);
  return (
    <Paper
      p="lg"
      radius="lg"
      className={classes.card}
      data-testid="connected-device"
      data-device-id={device.id}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <DeviceImage family={device.family} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700} size="lg">
                {identity.model}
              </Text>
              {device.demo ? (
                <Badge color="yellow" variant="light">
                  {t('devices:screens.demo.badge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {familyLabelText(entry.family, i18n.language)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Detail label={t('devices:screens.device.serialNumber')} value={identity.serialNumber} />
          <Detail label={t('devices:screens.device.version')} value={identity.version} />
          {hasBluetoothVersion(identity.deviceType) ? (
            <Detail
              label={t('devices:screens.device.bluetoothVersion')}
              value={identity.bluetoothVersion ?? '—'}
            />
          ) : null}
        </Stack>
        <Group gap="sm" justify="space-between">
          <Button
            variant="default"
            color="red"
            leftSection={<IconPlugConnectedX size={18} />}
            onClick={() => void disconnectDevice(device)}
          >
            {t('devices:screens.device.disconnect')}
          </Button>
          <Button
            component={Link}
            to={paths.app.accessDeviceRegister.getHref(device.id)}
            onClick={() => deviceStore.select(device.id)}
            rightSection={<IconChevronRight size={18} />}
          >
            {t('devices:screens.select.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /access-device/select (SPEC §2): the connected devices; choosing one opens its records. */
export function DeviceList() {
  const { t } = useTranslation();
  useDeviceLostRedirect();
  const { devices } = useDevices();
  return (
    <Stack gap="lg" className={classes.page}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} className={classes.title}>
            {t('app:screens.accessDeviceSelect.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('devices:screens.select.lead')}
          </Text>
        </div>
        {devices.length > 0 ? (
          <Button
            component={Link}
            to={paths.app.accessDevice.getHref()}
            variant="light"
            leftSection={<IconPlus size={18} />}
          >
            {t('devices:screens.select.connectAnother')}
          </Button>
        ) : null}
      </Group>
      {devices.length === 0 ? (
        <NoDevice />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {devices.map((device) => (
            <DeviceCard key={device.id} device={device} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
