import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './reading.module.css';

interface NoReadingProps {
  /** The screen's title (default: the reading screen's). */
  title?: string;
  /** What to read or open for this screen (default: any reading). */
  text?: string;
  /** More ways on from here (e.g. a family's saved measurements and components). */
  children?: ReactNode;
}

/** Nothing read or opened yet: the ways to get a reading, instead of an empty screen. */
export function NoReading({ title, text, children }: NoReadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        {title ?? t('app:screens.uploadRead.title')}
      </Title>
      <Paper p="xl" radius="lg" className={classes.card} data-testid="no-reading">
        <Stack align="center" gap="sm">
          <ThemeIcon size={52} radius="xl" variant="light" color="gray">
            <IconFileOff size={28} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{t('devices:screens.viewer.empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {text ?? t('devices:screens.viewer.empty.text')}
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.app.upload.getHref()} variant="light">
              {t('devices:screens.viewer.empty.upload')}
            </Button>
            <Button component={Link} to={paths.app.accessDevice.getHref()} variant="default">
              {t('devices:screens.viewer.empty.device')}
            </Button>
            {children}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
