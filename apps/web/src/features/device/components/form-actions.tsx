import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** Shows "some values are invalid" beside the buttons. */
  hasErrors: boolean;
  saving: boolean;
  saveLabel: string;
  /** data-testid of the error notice, as the browser tests look for it. */
  errorsTestId: string;
  onReload(): void;
}

/** Reload and Save of a device form, with the invalid-values notice at their left. */
export function FormActions({ hasErrors, saving, saveLabel, errorsTestId, onReload }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" wrap="nowrap">
      {/* Beside the buttons, not above the form: its coming and going never moves them. */}
      {hasErrors ? (
        <Group gap={6} wrap="nowrap" mr="auto" c="red" data-testid={errorsTestId} role="alert">
          <IconAlertTriangle size={18} />
          <Text size="sm">{t('devices:screens.config.invalid')}</Text>
        </Group>
      ) : null}
      <Button variant="default" leftSection={<IconRefresh size={18} />} disabled={saving} onClick={onReload}>
        {t('devices:screens.config.reload')}
      </Button>
      <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
