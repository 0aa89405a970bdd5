import type { Component } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vibrationComponentsKey } from './get-vibration-components';

// GET /api/components/{id}: one saved component.

export function getVibrationComponent(id: string): Promise<Component> {
  return api.get<Component>(`/components/${encodeURIComponent(id)}`);
}

export const getVibrationComponentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...vibrationComponentsKey, 'one', id],
    queryFn: () => getVibrationComponent(id),
  });

export function useVibrationComponent(id: string | undefined) {
  return useQuery({ ...getVibrationComponentQueryOptions(id ?? ''), enabled: id !== undefined });
}
