import type { CompanyUser } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/company/{id}/users: the users with access. */
export const getCompanyUsers = (companyId: string): Promise<CompanyUser[]> =>
  api.get<CompanyUser[]>(`/company/${encodeURIComponent(companyId)}/users`);

export const companyUsersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: organisationKeys.companyUsers(companyId),
    queryFn: () => getCompanyUsers(companyId),
  });

export const useCompanyUsers = (companyId: string) => useQuery(companyUsersQueryOptions(companyId));
