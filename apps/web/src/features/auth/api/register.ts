import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { api, errorMessage } from '../../../lib/api-client';

/** The body of POST /api/user (registerRequestSchema of @ohp/contracts). */
export type RegisterInput = {
  name: string;
  lastName: string;
  email: string;
  password: string;
  /** CPF */
  document: string;
  phone: string;
  /** ISO 3166 code of the country of residence. */
  country: string;
  newsletter: boolean;
};

/** POST /api/user/email-validate?email= : sends the registration code to the e-mail (also "resend"). */
export function sendRegistrationCode(email: string): Promise<void> {
  return api.post<void>('/user/email-validate', undefined, { query: { email: email.trim() } });
}

/** POST /api/user?token= : creates the account; the token is the e-mailed code. */
export function registerUser({ token, user }: { token: string; user: RegisterInput }): Promise<unknown> {
  return api.post<unknown>(
    '/user',
    { ...user, email: user.email.trim() },
    { query: { token: token.trim() } },
  );
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode, onError: (e) => void showError(errorMessage(e)) });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser, onError: (e) => void showError(errorMessage(e)) });
}
