import type { AuditEntry, AuditQuery, Pagination } from '@ohp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { readPagination } from './read-pagination';

/** GET /api/admin/audit-log: what admins did, newest first. */
export async function getAuditLog(query: AuditQuery) {
  let pagination: Pagination | undefined;
  const entries = await api.get<AuditEntry[]>('/admin/audit-log', {
    query: { ...query },
    onHeaders: (headers) => {
      pagination = readPagination(headers);
    },
  });
  return { entries, pagination };
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQueryOptions(query));
