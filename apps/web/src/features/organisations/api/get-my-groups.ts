import type { MyGroup } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/group/mine: the active groups I belong to. */
export const getMyGroups = (): Promise<MyGroup[]> => api.get<MyGroup[]>('/group/mine');

export const myGroupsQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.myGroups, queryFn: getMyGroups });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
