import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heatComponentsKey } from './get-components';

// DELETE /api/components/{id}.

export function deleteHeatComponent(id: string): Promise<void> {
  return api.delete<void>(`/components/${encodeURIComponent(id)}`);
}

export function useDeleteHeatComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHeatComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatComponentsKey }),
  });
}
