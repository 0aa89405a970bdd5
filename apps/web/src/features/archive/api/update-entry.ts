import type { ArchiveEntry, ArchiveEntryPatch } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** PATCH /api/archive/{id} `{name?, parentId?}`: rename and/or move (`parentId: null` = the root). */
export function updateEntry(id: string, patch: ArchiveEntryPatch): Promise<ArchiveEntry> {
  return api.patch<ArchiveEntry>(`/archive/${encodeURIComponent(id)}`, patch);
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ArchiveEntryPatch }) => updateEntry(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
