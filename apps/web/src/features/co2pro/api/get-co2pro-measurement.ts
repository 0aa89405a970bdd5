import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A CO2Pro measurement as GET /api/co2pro/{id} answers it; typed by the CO2Pro issue's contracts. */
export type Co2proMeasurement = { id: string | number; description?: string } & Record<string, unknown>;

export function getCo2proMeasurement(id: string): Promise<Co2proMeasurement> {
  return api.get<Co2proMeasurement>(`/co2pro/${encodeURIComponent(id)}`);
}

export function co2proMeasurementQueryOptions(id: string) {
  return queryOptions({ queryKey: ['co2pro', 'measurement', id], queryFn: () => getCo2proMeasurement(id) });
}

export function useCo2proMeasurement(id: string) {
  return useQuery(co2proMeasurementQueryOptions(id));
}
