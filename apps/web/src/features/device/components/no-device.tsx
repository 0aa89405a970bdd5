import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './device.module.css';

interface NoDeviceProps {
  /** On a demo device's screen (after a reload): connects the demo device again. */
  onReconnectDemo?: (() => void) | undefined;
}

/** Shown by the device screens when no (or not this) device is connected. */
export function NoDevice({ onReconnectDemo }: NoDeviceProps = {}) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="lg" className={classes.card} data-testid="no-device">
      <Stack align="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray">
          <IconPlugConnectedX size={28} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600}>{t('devices:screens.noDevice.title')}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {t('devices:screens.noDevice.text')}
        </Text>
        <Group justify="center" gap="sm">
          {onReconnectDemo ? (
            <Button onClick={onReconnectDemo} data-testid="reconnect-demo">
              {t('devices:screens.noDevice.reconnectDemo')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.app.accessDevice.getHref()} variant="light">
            {t('devices:screens.noDevice.action')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
