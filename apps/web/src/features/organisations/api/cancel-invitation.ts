import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** DELETE /api/company/{id}/invitations/{invitationId}: the link stops working. */
export const cancelInvitation = ({ companyId, invitationId }: { companyId: string; invitationId: string }) =>
  api.delete(`/company/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}`);

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_answer, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(companyId) }),
  });
}
