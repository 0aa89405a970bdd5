import type { CompanyRole } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

interface RoleChange {
  companyId: string;
  userId: string;
  role: CompanyRole;
}

/** PUT /api/company/{id}/users/{userId}: make owner or member (owners). */
export const setUserRole = ({ companyId, userId, role }: RoleChange) =>
  api.put(`/company/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}`, { role });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (_answer, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: organisationKeys.companyUsers(companyId) }),
  });
}
