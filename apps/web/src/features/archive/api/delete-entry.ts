import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** DELETE /api/archive/{id}: a file, or a folder with everything under it. */
export function deleteEntry(id: string): Promise<void> {
  return api.delete<void>(`/archive/${encodeURIComponent(id)}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
