import type { Group, GroupInput } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/group (owners). */
export const createGroup = (input: GroupInput): Promise<Group> => api.post<Group>('/group', input);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations', 'groups'] }),
  });
}
