import type { UpdateProfileRequest, User } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session-store';
import { userQueryKey } from './get-user';

/**
 * POST /api/user/update: only the fields sent change; answers the updated user. Goes through the
 * session store, the one path of account changes (the header's switches use it too), which also
 * keeps the session's user (name in the header) current.
 */
export function updateUser(changes: UpdateProfileRequest): Promise<User> {
  return sessionStore.saveUserChanges(changes);
}

/** The answer replaces the cached user (no second GET). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
