import type { Measurement } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { measurementsKey } from './get-measurements';

// GET /api/measurements/{id}: one saved measurement's metadata and viewer state.

export function getMeasurement(id: string): Promise<Measurement> {
  return api.get<Measurement>(`/measurements/${encodeURIComponent(id)}`);
}

export const getMeasurementQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...measurementsKey, 'one', id], queryFn: () => getMeasurement(id) });

export function useMeasurement(id: string) {
  return useQuery(getMeasurementQueryOptions(id));
}
