import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './pending-screen.module.css';

interface PendingScreenProps {
  title: string;
  /** What the screen will do, from SPEC §2. */
  purpose?: string;
  children?: ReactNode;
}

/** A route whose screen is not built yet says so honestly (issue 2, item 5). */
export function PendingScreen({ title, purpose, children }: PendingScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.root}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Paper p="xl" radius="lg" className={classes.card} data-testid="pending-screen">
        <Stack align="flex-start" gap="sm">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconTools size={24} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" color="yellow">
            {t('app:pending.badge')}
          </Badge>
          <Text fw={600}>{t('app:pending.title')}</Text>
          <Text c="dimmed">{t('app:pending.description')}</Text>
          {purpose ? (
            <Text size="sm">
              <Text span fw={600}>
                {t('app:pending.purpose')}
              </Text>{' '}
              {purpose}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
