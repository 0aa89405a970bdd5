import type { Co2proItem } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';
import type { Co2proPayload } from './create-co2pro';

// PUT /api/co2pro (JSON): the measurement's id and the same report fields as POST; the file stays.

export function updateCo2pro(id: string, fields: Co2proPayload): Promise<Co2proItem> {
  const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
  return co2proCall(() => api.put<Co2proItem>('/co2pro', { ...body, id }));
}

export function useUpdateCo2pro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: Co2proPayload }) => updateCo2pro(id, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: co2proKeys.all }),
  });
}
