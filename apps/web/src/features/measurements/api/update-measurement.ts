import type { Measurement, MeasurementUpdate } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { measurementsKey } from './get-measurements';

// PATCH /api/measurements/{id}: rename and/or save the viewer's state.

export function updateMeasurement(id: string, patch: MeasurementUpdate): Promise<Measurement> {
  return api.patch<Measurement>(`/measurements/${encodeURIComponent(id)}`, patch);
}

export function useUpdateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MeasurementUpdate }) => updateMeasurement(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey }),
  });
}
