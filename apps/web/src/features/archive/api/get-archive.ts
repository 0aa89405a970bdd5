import type { ArchiveList, ArchiveSort } from '@ohp/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

// GET /api/archive?parentId=&sort=&page=&pageSize=: the content of a folder (own or shared), a
// page at a time; no parentId lists the caller's root.

export const archivePageSize = 200;

export function getArchive(parentId: string | null, sort: ArchiveSort, page = 1): Promise<ArchiveList> {
  return api.get<ArchiveList>('/archive', {
    query: { parentId: parentId ?? undefined, sort, page, pageSize: archivePageSize },
    skipLoading: true,
  });
}

export const getArchiveQueryOptions = (parentId: string | null, sort: ArchiveSort) =>
  infiniteQueryOptions({
    queryKey: archiveKeys.list(parentId, sort),
    queryFn: ({ pageParam }) => getArchive(parentId, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // A new sort keeps the current rows on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useArchive(parentId: string | null, sort: ArchiveSort, enabled = true) {
  return useInfiniteQuery({ ...getArchiveQueryOptions(parentId, sort), enabled });
}
