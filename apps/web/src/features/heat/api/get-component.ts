import type { Component } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heatComponentsKey } from './get-components';

// GET /api/components/{id}: one saved component.

export function getHeatComponent(id: string): Promise<Component> {
  return api.get<Component>(`/components/${encodeURIComponent(id)}`);
}

export const getHeatComponentQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...heatComponentsKey, 'one', id], queryFn: () => getHeatComponent(id) });

export function useHeatComponent(id: string) {
  return useQuery(getHeatComponentQueryOptions(id));
}
