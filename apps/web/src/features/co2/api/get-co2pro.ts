import type { Co2proItem } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';

// GET /api/co2pro/{id}: one CO2Pro measurement and its report payload.

export function getCo2pro(id: string): Promise<Co2proItem> {
  return co2proCall(() => api.get<Co2proItem>(`/co2pro/${encodeURIComponent(id)}`));
}

export const getCo2proQueryOptions = (id: string) =>
  queryOptions({ queryKey: co2proKeys.one(id), queryFn: () => getCo2pro(id) });

export function useCo2pro(id: string) {
  return useQuery(getCo2proQueryOptions(id));
}
