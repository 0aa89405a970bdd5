import type { Group } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/group?companyId=: the groups of a company, with members. */
export const getGroups = (companyId: string): Promise<Group[]> =>
  api.get<Group[]>('/group', { query: { companyId } });

export const groupsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: organisationKeys.groups(companyId), queryFn: () => getGroups(companyId) });

export const useGroups = (companyId: string) => useQuery(groupsQueryOptions(companyId));
