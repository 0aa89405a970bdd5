import type { Component, ComponentUpdate } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { heatComponentsKey } from './get-components';

// PATCH /api/components/{id}: rename a component or change its data.

export function updateHeatComponent(id: string, patch: ComponentUpdate): Promise<Component> {
  return api.patch<Component>(`/components/${encodeURIComponent(id)}`, patch);
}

export function useUpdateHeatComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ComponentUpdate }) => updateHeatComponent(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatComponentsKey }),
  });
}
