import type { AdminStorageQuota } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** PUT /api/admin/users/{id}/storage-quota: a per-user override in MB, or null for the default. */
export const setStorageQuota = ({ id, quotaMb }: { id: string } & AdminStorageQuota) =>
  api.put(`/admin/users/${encodeURIComponent(id)}/storage-quota`, { quotaMb } satisfies AdminStorageQuota);

export function useSetStorageQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStorageQuota,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.allUsers }),
  });
}
