import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { measurementsKey } from './get-measurements';

// DELETE /api/measurements/{id}: the measurement, its file and its reports.

export function deleteMeasurement(id: string): Promise<void> {
  return api.delete<void>(`/measurements/${encodeURIComponent(id)}`);
}

export function useDeleteMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey }),
  });
}
