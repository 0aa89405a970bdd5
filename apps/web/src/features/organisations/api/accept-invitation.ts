import type { Company } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/company/invite/{token}/accept (the invited account only). */
export const acceptInvitation = (token: string): Promise<Company> =>
  api.post<Company>(`/company/invite/${encodeURIComponent(token)}/accept`);

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  });
}
