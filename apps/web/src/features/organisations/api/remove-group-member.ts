import type { Group } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/group/{id}/members/{userId} (owners). */
export const removeGroupMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  api.delete<Group>(`/group/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`);

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations', 'groups'] }),
  });
}
