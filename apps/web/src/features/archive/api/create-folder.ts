import type { ArchiveEntry, ArchiveFolderCreate } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** POST /api/archive/folders `{name, parentId?}`. */
export function createFolder(input: ArchiveFolderCreate): Promise<ArchiveEntry> {
  return api.post<ArchiveEntry>('/archive/folders', input);
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
