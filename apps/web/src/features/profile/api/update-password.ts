import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UpdatePasswordInput {
  /** The current password. */
  password: string;
  newPassword: string;
}

/** POST /api/user/update-password {password, newPassword}; the other sessions end on the server. */
export function updatePassword(input: UpdatePasswordInput): Promise<void> {
  return api.post<void>('/user/update-password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
