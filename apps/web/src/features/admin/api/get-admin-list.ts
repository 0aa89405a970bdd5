import type { AdminCompany, AdminComponent, AdminListQuery, Pagination } from '@ohp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { readPagination } from './read-pagination';

interface Rows {
  companies: AdminCompany;
  components: AdminComponent;
}
export type AdminListKind = keyof Rows;
export type AdminListRow<K extends AdminListKind> = Rows[K];

/** GET /api/admin/companies or /api/admin/components: one page and the X-Pagination header. */
export async function getAdminList<K extends keyof Rows>(kind: K, query: AdminListQuery) {
  let pagination: Pagination | undefined;
  const rows = await api.get<Rows[K][]>(`/admin/${kind}`, {
    query: { ...query },
    onHeaders: (headers) => {
      pagination = readPagination(headers);
    },
  });
  return { rows, pagination };
}

export const useAdminList = <K extends keyof Rows>(kind: K, query: AdminListQuery) =>
  useQuery({
    queryKey: adminKeys.list(kind, query),
    queryFn: () => getAdminList(kind, query),
    placeholderData: keepPreviousData,
  });
