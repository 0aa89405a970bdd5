import type { AdminUser } from '@ohp/contracts';
import { Button, Code, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { useResetPassword } from '../api/reset-password';
import { useSetAdminRole } from '../api/set-admin-role';
import { StorageQuotaForm } from './storage-quota-form';

/** Promote/demote, the storage quota and the irreversible password reset of one user. */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const setRole = useSetAdminRole();
  const reset = useResetPassword();
  const [quotaOpen, setQuotaOpen] = useState(false);

  const changeRole = () =>
    setRole.mutate(
      { id: user.id, admin: !user.admin },
      { onError: (error) => void showError(errorMessage(error)) },
    );

  async function resetPassword() {
    const choice = await showAlert({
      title: t('admin:reset.confirmTitle'),
      text: escapeHtml(t('admin:reset.confirmText', { email: user.email })),
      icon: 'warning',
      buttons: [{ label: t('admin:reset.cancel') }, { label: t('admin:reset.confirm'), variant: 'danger' }],
    });
    if (choice !== 1) return;
    try {
      const { password } = await reset.mutateAsync(user.id);
      await showAlert({
        title: t('admin:reset.doneTitle'),
        text: escapeHtml(t('admin:reset.doneText', { email: user.email })),
        icon: 'success',
        bottomContent: (
          <Text ta="center" size="xl">
            <Code fz="xl" data-testid="temporary-password">
              {password}
            </Code>
          </Text>
        ),
      });
    } catch (error) {
      await showError(errorMessage(error));
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={changeRole} loading={setRole.isPending}>
        {user.admin ? t('admin:users.demote') : t('admin:users.promote')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setQuotaOpen(true)}>
        {t('admin:users.quota')}
      </Button>
      {quotaOpen ? <StorageQuotaForm user={user} opened onClose={() => setQuotaOpen(false)} /> : null}
      <Button size="xs" color="red" variant="light" onClick={() => void resetPassword()}>
        {t('admin:users.resetPassword')}
      </Button>
    </Group>
  );
}
