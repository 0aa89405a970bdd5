import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** DELETE /api/user-device/{id} (SPEC §7). */
export const deleteDevice = (id: string) => api.delete(`/user-device/${encodeURIComponent(id)}`);

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.devices }),
  });
}
