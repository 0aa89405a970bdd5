import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './device.module.css';

/** Shown by the device screens when no (or not this) device is connected. */
export function NoDevice() {
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
        <Button component={Link} to={paths.app.accessDevice.getHref()} variant="light">
          {t('devices:screens.noDevice.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
