import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** PATCH /api/user/admin/role?id=: promote or demote (never the last admin). */
export const setAdminRole = ({ id, admin }: { id: string; admin: boolean }) =>
  api.patch('/user/admin/role', { admin }, { query: { id } });

export function useSetAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allUsers }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allAudit }),
      ]),
  });
}
