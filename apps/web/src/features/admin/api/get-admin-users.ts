import type { AdminUser, AdminUserQuery, Pagination } from '@ohp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { readPagination } from './read-pagination';

export interface AdminUserPage {
  users: AdminUser[];
  pagination: Pagination | undefined;
}

/** GET /api/user/admin: one page of users and the X-Pagination header. */
export async function getAdminUsers(query: AdminUserQuery): Promise<AdminUserPage> {
  let pagination: Pagination | undefined;
  const users = await api.get<AdminUser[]>('/user/admin', {
    query: { ...query },
    onHeaders: (headers) => {
      pagination = readPagination(headers);
    },
  });
  return { users, pagination };
}

export const adminUsersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: AdminUserQuery) => useQuery(adminUsersQueryOptions(query));
