import type { Component } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/components?domain=vibration: the user's saved vibration components. Every components
// query key starts with `vibrationComponentsKey`, so a change invalidates them all.

export const vibrationComponentsKey = ['components', 'vibration'] as const;

export function getVibrationComponents(): Promise<Component[]> {
  return api.get<Component[]>('/components', { query: { domain: 'vibration' } });
}

export const getVibrationComponentsQueryOptions = () =>
  queryOptions({ queryKey: [...vibrationComponentsKey, 'list'], queryFn: getVibrationComponents });

export function useVibrationComponents() {
  return useQuery(getVibrationComponentsQueryOptions());
}
