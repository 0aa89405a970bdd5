import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { textLimits } from '@ohp/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { validateDeletePassword } from '../lib/validation';
import { SectionCard } from './section-card';

/**
 * Delete the own account: a confirmation dialog asks for the password, then
 * DELETE /api/user/delete?password= ; on success the session ends and the login page shows.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <SectionCard
      title={t('auth:profile.delete.title')}
      description={t('auth:profile.delete.description')}
      icon={<IconTrash size={20} stroke={1.6} />}
      danger
      testId="profile-delete"
    >
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} stroke={1.6} />}
          onClick={() => setOpened(true)}
        >
          {t('auth:profile.delete.button')}
        </Button>
      </Group>
      <AppModal
        size="small"
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('auth:profile.delete.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {opened ? <DeleteAccountConfirm onCancel={() => setOpened(false)} /> : null}
      </AppModal>
    </SectionCard>
  );
}

/** The dialog's content: warning, password, Cancel and the red confirmation. */
export function DeleteAccountConfirm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const issue = validateDeletePassword(password);
    if (issue) {
      setError(t(issue.key));
      return;
    }
    setError(undefined);
    remove.mutate(password, { onError: (failure) => setError(errorMessage(failure)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth:profile.delete.dialogTitle')}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          <Text size="sm">{t('auth:profile.delete.dialogText')}</Text>
        </Alert>
        <PasswordInput
          label={t('auth:profile.delete.password')}
          autoComplete="current-password"
          maxLength={textLimits.password}
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          withAsterisk
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending} leftSection={<IconTrash size={18} />}>
            {t('auth:profile.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
