import type { Co2proItem } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';

// PATCH /api/co2pro/{id}/description: rename a CO2Pro measurement.

export function updateCo2proDescription(id: string, description: string): Promise<Co2proItem> {
  return co2proCall(() =>
    api.patch<Co2proItem>(`/co2pro/${encodeURIComponent(id)}/description`, { description }),
  );
}

export function useUpdateCo2proDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      updateCo2proDescription(id, description),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: co2proKeys.all }),
  });
}
