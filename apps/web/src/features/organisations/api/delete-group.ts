import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/group/{id}. */
export const deleteGroup = (id: string) => api.delete(`/group/${encodeURIComponent(id)}`);

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations', 'groups'] }),
  });
}
