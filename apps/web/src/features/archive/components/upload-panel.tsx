import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format-number';
import type { UploadItem } from '../hooks/use-uploads';
import classes from './archive.module.css';

/** One progress bar per file being sent, then its outcome (done, or the server's refusal). */
export function UploadPanel({ items, onClear }: { items: readonly UploadItem[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const finished = items.some((i) => i.status !== 'sending');
  return (
    <Paper p="md" radius="lg" className={classes.card} data-testid="upload-panel">
      <Stack gap="sm" aria-live="polite">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('archive:upload.title')}</Text>
          {finished ? (
            <Button variant="subtle" size="xs" onClick={onClear}>
              {t('archive:upload.clear')}
            </Button>
          ) : null}
        </Group>
        {items.map((item) => (
          <Stack key={item.key} gap={4} data-testid="upload-item" data-status={item.status}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {item.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(i18n.language, item.size)}
              </Text>
            </Group>
            <Progress
              value={Math.round(item.progress * 100)}
              color={item.status === 'error' ? 'red' : item.status === 'done' ? 'teal' : undefined}
              aria-label={t('archive:upload.progress', { name: item.name })}
              animated={item.status === 'sending'}
            />
            {item.status === 'error' ? (
              <Group gap={4} wrap="nowrap" c="red">
                <IconAlertTriangle size={16} aria-hidden />
                <Text size="sm" c="red" role="alert" data-testid="upload-error">
                  {item.error}
                </Text>
              </Group>
            ) : item.status === 'done' ? (
              <Group gap={4} wrap="nowrap">
                <IconCheck size={16} aria-hidden />
                <Text size="sm">{t('archive:upload.done')}</Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('archive:upload.sending', { percent: Math.round(item.progress * 100) })}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
