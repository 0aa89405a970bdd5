import type { Component } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/components?domain=heat: the user's saved heat components (SPEC §3 "Component").
// Every components query key starts with `heatComponentsKey`: a change invalidates them all.

export const heatComponentsKey = ['components', 'heat'] as const;

export function getHeatComponents(): Promise<Component[]> {
  return api.get<Component[]>('/components', { query: { domain: 'heat' } });
}

export const getHeatComponentsQueryOptions = () =>
  queryOptions({ queryKey: [...heatComponentsKey, 'list'], queryFn: getHeatComponents });

export function useHeatComponents() {
  return useQuery(getHeatComponentsQueryOptions());
}
