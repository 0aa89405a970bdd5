import type { PendingInvitation } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** POST /api/company/{id}/invite: e-mails a single-use link; sending again replaces it (resend). */
export const inviteUser = ({ companyId, email }: { companyId: string; email: string }) =>
  api.post<PendingInvitation>(`/company/${encodeURIComponent(companyId)}/invite`, { email });

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: (_answer, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(companyId) }),
  });
}
