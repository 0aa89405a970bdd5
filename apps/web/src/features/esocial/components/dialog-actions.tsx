import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/** The foot of an editing dialog: the server's refusal, if any, then Cancel and Save. */
export function DialogActions({
  error,
  pending,
  onCancel,
}: {
  /** The failed save's error (null when it did not fail). */
  error: unknown;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('esocial:web.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('esocial:web.ghe.save')}
        </Button>
      </Group>
    </>
  );
}
