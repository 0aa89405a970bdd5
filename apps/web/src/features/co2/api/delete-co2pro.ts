import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';

// DELETE /api/co2pro/{id}: the measurement, its file and reports.

export function deleteCo2pro(id: string): Promise<void> {
  return co2proCall(() => api.delete<void>(`/co2pro/${encodeURIComponent(id)}`));
}

export function useDeleteCo2pro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCo2pro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: co2proKeys.all }),
  });
}
