import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format-number';

/** Used and available space of the quota (issue 14 item 4), on the archive and the home screen. */
export function StorageBar({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  const { t, i18n } = useTranslation();
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  const available = Math.max(0, quotaBytes - usedBytes);
  const used = formatFileSize(i18n.language, usedBytes);
  const quota = formatFileSize(i18n.language, quotaBytes);
  return (
    <Stack gap={4} data-testid="storage-bar">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{t('archive:storage.used', { used, quota })}</Text>
        <Text size="sm" fw={600}>
          {t('archive:storage.available', { available: formatFileSize(i18n.language, available) })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : percent >= 75 ? 'yellow' : undefined}
        // The bar's figures are the text above it; Mantine puts the label on the progressbar.
        aria-label={t('archive:storage.label')}
      />
    </Stack>
  );
}
