import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './reading.module.css';

/** Nothing read or opened (or the page was reloaded: readings are kept in memory only). */
export function NoReading() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('app:screens.uploadRead.title')}
      </Title>
      <Paper p="xl" radius="lg" className={classes.card} data-testid="no-reading">
        <Stack align="center" gap="sm">
          <ThemeIcon size={52} radius="xl" variant="light" color="gray">
            <IconFileOff size={28} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{t('devices:screens.viewer.empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('devices:screens.viewer.empty.text')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.app.upload.getHref()} variant="light">
              {t('devices:screens.viewer.empty.upload')}
            </Button>
            <Button component={Link} to={paths.app.accessDevice.getHref()} variant="default">
              {t('devices:screens.viewer.empty.device')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
