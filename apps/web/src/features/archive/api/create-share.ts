import type { ArchiveShare, ArchiveShareCreate } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** POST /api/archive/{id}/shares `{email?, groupId?, value}`. */
export function createShare(id: string, share: ArchiveShareCreate): Promise<ArchiveShare> {
  return api.post<ArchiveShare>(`/archive/${encodeURIComponent(id)}/shares`, share);
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, share }: { id: string; share: ArchiveShareCreate }) => createShare(id, share),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
