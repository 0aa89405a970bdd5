import type { Co2proItem } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';

// GET /api/co2pro?page=&pageSize= (SPEC §7: defaults 1 and 999999): the CO2Pro measurements.

export function getCo2pros(page = 1, pageSize = 999999): Promise<Co2proItem[]> {
  return co2proCall(() => api.get<Co2proItem[]>('/co2pro', { query: { page, pageSize } }));
}

export const getCo2prosQueryOptions = (page = 1, pageSize = 999999) =>
  queryOptions({ queryKey: co2proKeys.list(page, pageSize), queryFn: () => getCo2pros(page, pageSize) });

export function useCo2pros(page = 1, pageSize = 999999) {
  return useQuery(getCo2prosQueryOptions(page, pageSize));
}
