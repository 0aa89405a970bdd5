import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vibrationComponentsKey } from './get-vibration-components';

// DELETE /api/components/{id}.

export function deleteVibrationComponent(id: string): Promise<void> {
  return api.delete<void>(`/components/${encodeURIComponent(id)}`);
}

export function useDeleteVibrationComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVibrationComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vibrationComponentsKey }),
  });
}
