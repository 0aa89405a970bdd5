import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReadState } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import classes from './device.module.css';

/** Renders the session's tagged-union read state (esp-web-tools style: the UI only renders it). */
export function ReadProgress({ label, state }: { label: string; state: ReadState }) {
  const { t } = useTranslation();
  const color = state.state === 'error' ? 'red' : state.state === 'finished' ? 'teal' : undefined;
  return (
    <Paper p="md" radius="lg" className={classes.card} data-testid="read-progress" data-state={state.state}>
      <Stack gap={8}>
        <Group justify="space-between">
          <Text fw={600}>{t(`devices:screens.records.progress.${state.state}`, { label })}</Text>
          <Text fw={700} className={classes.mono} data-testid="read-percent">{`${state.progress}%`}</Text>
        </Group>
        <Progress
          value={state.progress}
          size="lg"
          radius="xl"
          animated={state.state === 'reading' || state.state === 'started'}
          aria-label={t('devices:screens.records.progress.label', { label })}
          {...(color ? { color } : {})}
        />
        {state.state === 'reading' && state.expected !== undefined ? (
          <Text size="xs" c="dimmed">
            {t('devices:screens.records.progress.bytes', {
              received: state.received,
              expected: state.expected,
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
