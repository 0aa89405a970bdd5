import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** DELETE /api/notifications/{id}. */
export const deleteNotification = (id: string) => api.delete(`/notifications/${encodeURIComponent(id)}`);

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
