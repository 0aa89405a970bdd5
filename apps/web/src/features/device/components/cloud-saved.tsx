import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CloudSaveDone } from '../hooks/use-record-actions';

/**
 * The success of "Save to cloud", kept on the screen with an in-app link to the measurement (a
 * full page load would close the serial port, so the link is the router's, not in the alert HTML).
 */
export function CloudSaved({ saved, onClose }: { saved: CloudSaveDone; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      radius="lg"
      icon={<IconCloudCheck size={20} />}
      title={t('devices:screens.records.cloud.doneTitle')}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={onClose}
      data-testid="cloud-saved"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('devices:screens.records.cloud.done', { label: saved.label, name: saved.description })}
        </Text>
        <Button
          component={Link}
          to={saved.href}
          size="xs"
          variant="light"
          color="teal"
          rightSection={<IconExternalLink size={14} />}
        >
          {t('devices:screens.records.cloud.open')}
        </Button>
      </Group>
    </Alert>
  );
}
