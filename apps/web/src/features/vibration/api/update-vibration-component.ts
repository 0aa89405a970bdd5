import type { Component, VibrationComponentData } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vibrationComponentsKey } from './get-vibration-components';

// PATCH /api/components/{id}: rename a component and/or change its data.

export interface VibrationComponentPatch {
  description?: string | undefined;
  data?: VibrationComponentData | undefined;
}

export function updateVibrationComponent(id: string, patch: VibrationComponentPatch): Promise<Component> {
  return api.patch<Component>(`/components/${encodeURIComponent(id)}`, patch);
}

export function useUpdateVibrationComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: VibrationComponentPatch }) =>
      updateVibrationComponent(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vibrationComponentsKey }),
  });
}
