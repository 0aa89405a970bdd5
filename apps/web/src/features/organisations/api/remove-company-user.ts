import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/company/{id}/users/{userId}: remove a user (owners) or leave (oneself). */
export const removeCompanyUser = ({ companyId, userId }: { companyId: string; userId: string }) =>
  api.delete(`/company/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}`);

export function useRemoveCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  });
}
