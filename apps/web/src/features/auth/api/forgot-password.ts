import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { api, errorMessage } from '../../../lib/api-client';

/** POST /api/user/forgot-password?email= : sends the recovery code. */
export function requestRecoveryCode(email: string): Promise<void> {
  return api.post<void>('/user/forgot-password', undefined, { query: { email: email.trim() } });
}

export interface ResetPasswordInput {
  email: string;
  password: string;
  /** The e-mailed code. */
  token: string;
}

/** POST /api/user/update-forgot-password {email, password, token}. */
export function resetPassword({ email, password, token }: ResetPasswordInput): Promise<void> {
  return api.post<void>('/user/update-forgot-password', {
    email: email.trim(),
    password,
    token: token.trim(),
  });
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode, onError: (e) => void showError(errorMessage(e)) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onError: (e) => void showError(errorMessage(e)) });
}
