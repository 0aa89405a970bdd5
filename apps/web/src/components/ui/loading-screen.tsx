import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-logo';

/** Shown while the session state is being decided (SPEC §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Stack h="100%" align="center" justify="center" gap="md" role="status" data-testid="session-loading">
      <BrandMark size={56} />
      <Loader type="dots" />
      <Text c="dimmed" size="sm">
        {t('common:loadingSession')}
      </Text>
    </Stack>
  );
}
