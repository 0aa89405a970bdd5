import type { MeasurementReport } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { measurementsKey } from './get-measurements';

// GET /api/measurements/{id}/reports: the PDF reports saved with a measurement.

export function getReports(id: string): Promise<MeasurementReport[]> {
  return api.get<MeasurementReport[]>(`/measurements/${encodeURIComponent(id)}/reports`);
}

export const getReportsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...measurementsKey, 'reports', id], queryFn: () => getReports(id) });

export function useReports(id: string) {
  return useQuery(getReportsQueryOptions(id));
}
