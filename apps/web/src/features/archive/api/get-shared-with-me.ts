import type { ArchiveEntry } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entriesOf } from './entries';
import { archiveKeys } from './query-keys';

/** GET /api/archive/shared-with-me: the top entries other users shared with me or my groups. */
export async function getSharedWithMe(): Promise<ArchiveEntry[]> {
  const answer = await api.get<ArchiveEntry[] | { items: ArchiveEntry[] }>('/archive/shared-with-me', {
    skipLoading: true,
  });
  return entriesOf(answer);
}

export const sharedWithMeQueryOptions = () =>
  queryOptions({ queryKey: archiveKeys.sharedWithMe, queryFn: getSharedWithMe });

export function useSharedWithMe(enabled = true) {
  return useQuery({ ...sharedWithMeQueryOptions(), enabled });
}
