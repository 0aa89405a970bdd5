import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { api } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';

/** DELETE /api/user/delete?password= : the own account, with the current password. */
export function deleteAccount(password: string): Promise<void> {
  return api.delete<void>('/user/delete', { query: { password } });
}

/**
 * On success the session ends (both tokens cleared) and the logged-out routes show the login page,
 * under a success alert. Both happen here, not in a mutate() callback: the profile screen unmounts
 * as soon as the session ends, and TanStack Query skips mutate() callbacks of unmounted observers.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      void showSuccess(i18next.t('auth:profile.delete.done'));
      sessionStore.logout();
    },
  });
}
