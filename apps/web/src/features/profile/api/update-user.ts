import type { UpdateProfileRequest, User } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/user/update: only the fields sent change; answers the updated user. */
export function updateUser(changes: UpdateProfileRequest): Promise<User> {
  return api.post<User>('/user/update', changes);
}

/** The answer replaces the cached user (no second GET). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
