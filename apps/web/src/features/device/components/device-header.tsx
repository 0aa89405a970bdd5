import { Badge, Group, Paper, Text } from '@mantine/core';
import { catalogueEntry, familyLabelText } from '@ohp/devices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectedDevice } from '../stores/device-store';
import { DeviceImage } from '../../../components/ui/device-image';
import classes from './device.module.css';

interface DeviceHeaderProps {
  device: ConnectedDevice;
  /** The firmware version after the serial number (the record list shows it). */
  showVersion?: boolean;
  /** The screen's actions, on the right. */
  children?: ReactNode;
  /** More about the device under its serial (given by the app layer, e.g. its certificate). */
  details?: ReactNode;
}

/** The connected device's card on top of its screens: image, model, demo badge, family and serial. */
export function DeviceHeader({ device, showVersion = false, children, details }: DeviceHeaderProps) {
  const { t, i18n } = useTranslation();
  const entry = catalogueEntry(device.identity.deviceType);
  const parts = [
    familyLabelText(entry.family, i18n.language),
    `${t('devices:screens.device.serialNumber')} ${device.identity.serialNumber}`,
    ...(showVersion ? [`${t('devices:screens.device.version')} ${device.identity.version}`] : []),
  ];
  return (
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
              {parts.join(' · ')}
            </Text>
            {details}
          </div>
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}
