import type { ArchivePermissionEntry } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** GET /api/user/get-permission: SPEC §7 entries `{archiveId, value}`, one per entry shared with me. */
export function getPermissions(): Promise<ArchivePermissionEntry[]> {
  return api.get<ArchivePermissionEntry[]>('/user/get-permission', { skipLoading: true });
}

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: archiveKeys.permissions, queryFn: getPermissions });

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
