import type { HomeDashboard } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { archiveKeys } from './query-keys';

/** GET /api/home/dashboard: every figure of the home screen (and the archive's storage bar). */
export function getDashboard(): Promise<HomeDashboard> {
  return api.get<HomeDashboard>('/home/dashboard', { skipLoading: true });
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: archiveKeys.dashboard, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
