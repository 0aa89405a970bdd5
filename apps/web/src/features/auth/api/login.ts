import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { env } from '../../../config/env';
import { api, errorMessage } from '../../../lib/api-client';
import { type LoginResponse, sessionStore } from '../../../lib/session-store';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/login; on success the session stores the tokens and becomes logged in. */
export async function login({ email, password, rememberMe }: LoginInput): Promise<LoginResponse> {
  const data = await api.post<LoginResponse>(
    '/login',
    { email: email.trim(), password, loginOriginType: env.loginOriginType },
    // A 401 here is a wrong password, not an expired session.
    { skipAuthRenewal: true },
  );
  sessionStore.login(data, rememberMe);
  return data;
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onError: (error) => void showError(errorMessage(error)),
  });
}
