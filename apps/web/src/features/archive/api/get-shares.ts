import type { ArchiveShare } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** GET /api/archive/{id}/shares: who an entry is shared with (owner only). */
export function getShares(id: string): Promise<ArchiveShare[]> {
  return api.get<ArchiveShare[]>(`/archive/${encodeURIComponent(id)}/shares`, { skipLoading: true });
}

export const sharesQueryOptions = (id: string) =>
  queryOptions({ queryKey: archiveKeys.shares(id), queryFn: () => getShares(id) });

export function useShares(id: string | null) {
  return useQuery({ ...sharesQueryOptions(id ?? ''), enabled: id !== null });
}
