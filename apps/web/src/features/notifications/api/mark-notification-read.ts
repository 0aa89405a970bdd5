import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** PATCH /api/notifications/{id}: read. */
export const markNotificationRead = (id: string) => api.patch(`/notifications/${encodeURIComponent(id)}`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
