import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** DELETE /api/archive/{id}/shares/{shareId}. */
export function deleteShare(id: string, shareId: string): Promise<void> {
  return api.delete<void>(`/archive/${encodeURIComponent(id)}/shares/${encodeURIComponent(shareId)}`);
}

export function useDeleteShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shareId }: { id: string; shareId: string }) => deleteShare(id, shareId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
