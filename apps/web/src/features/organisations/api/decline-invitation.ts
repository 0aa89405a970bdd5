import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/company/invite/{token}/decline (the invited account only). */
export const declineInvitation = (token: string) =>
  api.post(`/company/invite/${encodeURIComponent(token)}/decline`);

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  });
}
