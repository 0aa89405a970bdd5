import type { ArchiveEntry, ArchiveSort } from '@ohp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entriesOf } from './entries';
import { archiveKeys } from './query-keys';

/** GET /api/archive/search?q=: entries whose name matches, anywhere in the trees the caller sees. */
export async function searchArchive(q: string, sort: ArchiveSort): Promise<ArchiveEntry[]> {
  const answer = await api.get<ArchiveEntry[] | { items: ArchiveEntry[] }>('/archive/search', {
    query: { q, sort },
    skipLoading: true,
  });
  return entriesOf(answer);
}

export const searchArchiveQueryOptions = (q: string, sort: ArchiveSort) =>
  queryOptions({
    queryKey: archiveKeys.search(q, sort),
    queryFn: () => searchArchive(q, sort),
    placeholderData: keepPreviousData,
  });

export function useArchiveSearch(q: string, sort: ArchiveSort) {
  return useQuery({ ...searchArchiveQueryOptions(q, sort), enabled: q.length > 0 });
}
