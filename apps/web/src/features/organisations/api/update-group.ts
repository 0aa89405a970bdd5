import type { Group, GroupInput } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/group/{id}: rename, switch on or off (owners). */
export const updateGroup = ({ id, ...input }: GroupInput & { id: string }): Promise<Group> =>
  api.put<Group>(`/group/${encodeURIComponent(id)}`, input);

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations', 'groups'] }),
  });
}
