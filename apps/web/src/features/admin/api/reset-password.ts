import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/user/reset-password?id=: the temporary password, shown once. */
export const resetPassword = (id: string) =>
  api.post<{ password: string }>('/user/reset-password', undefined, { query: { id } });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.allAudit }),
  });
}
