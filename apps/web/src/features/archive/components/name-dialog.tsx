import { Button, Group, Modal, TextInput } from '@mantine/core';
import { archiveNameField, archiveNameMax } from '@ohp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

export interface NameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: string;
  onClose: () => void;
  /** Saves the name; a thrown error's (translated) message shows under the field. */
  onSubmit: (name: string) => Promise<void>;
}

/**
 * A folder's or file's name (new folder, rename): the contract's name rule checked here first
 * (1–120 characters, no `/`, `\`, `.`, `..` or control characters), then the server's answer.
 */
export function NameDialog({ opened, title, submitLabel, initial, onClose, onSubmit }: NameDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  // A new opening starts from the given name (the dialog stays mounted between uses).
  if (opened && openedWith !== initial) {
    setOpenedWith(initial);
    setValue(initial);
    setError(undefined);
  }
  if (!opened && openedWith !== null) setOpenedWith(null);

  const submit = async () => {
    const parsed = archiveNameField.safeParse(value);
    if (!parsed.success) return setError(t('archive:names.invalid', { max: archiveNameMax }));
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('archive:names.label')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
          data-testid="name-input"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="name-save">
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
