import type { Component, HeatComponentDataInput } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heatComponentsKey } from './get-components';

// POST /api/components {domain: 'heat', description, measurementId?, data}: saves a component to reuse.

export interface CreateHeatComponent {
  description: string;
  measurementId?: string | undefined;
  data: HeatComponentDataInput;
}

export function createHeatComponent(input: CreateHeatComponent): Promise<Component> {
  return api.post<Component>('/components', {
    domain: 'heat',
    description: input.description,
    ...(input.measurementId ? { measurementId: input.measurementId } : {}),
    data: input.data,
  });
}

export function useCreateHeatComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHeatComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatComponentsKey }),
  });
}
