import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Fallback while a screen's code loads on demand. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100%" mih="20rem" role="status" aria-label={t('common:loading')} data-testid="page-loader">
      <Loader />
    </Center>
  );
}
