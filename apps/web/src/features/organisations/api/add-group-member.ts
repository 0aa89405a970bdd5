import type { Group } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/group/{id}/members: add a user with access to the company (owners). */
export const addGroupMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  api.post<Group>(`/group/${encodeURIComponent(groupId)}/members`, { userId });

export function useAddGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations', 'groups'] }),
  });
}
