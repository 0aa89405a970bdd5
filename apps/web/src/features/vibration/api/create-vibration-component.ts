import type { Component, VibrationComponentData } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vibrationComponentsKey } from './get-vibration-components';

// POST /api/components: a vibration component, typed in or cut from a saved measurement.

export interface VibrationComponentCreate {
  description: string;
  measurementId?: string | undefined;
  data: VibrationComponentData;
}

export function createVibrationComponent(input: VibrationComponentCreate): Promise<Component> {
  return api.post<Component>('/components', { domain: 'vibration', ...input });
}

export function useCreateVibrationComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVibrationComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vibrationComponentsKey }),
  });
}
