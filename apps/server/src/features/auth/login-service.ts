import type { LoginOriginType, LoginResponse } from '@ohp/contracts';
import { verifyPassword } from '../../auth/password.ts';
import { unauthorized } from '../../http/app-error.ts';
import type { UserRepository } from '../users/user-repository.ts';
import { type AccountLimiter, accountLimits } from './account-limiter.ts';
import type { Sessions } from './sessions.ts';

/**
 * E-mail + password sign-in. An unknown e-mail, an account without a password and a wrong
 * password all verify an argon2id hash (a dummy one when needed) and give the same 401, so
 * neither the answer nor its timing tells whether the e-mail is registered. Every attempt is
 * counted per e-mail (the same for unknown ones) in one atomic upsert BEFORE the hash is checked,
 * so parallel guesses cannot all read "under the limit": past the limit the answer is 429 without
 * any check until the window ends. Only a successful sign-in clears the counter.
 */
export function createLoginService(deps: {
  users: UserRepository;
  sessions: Sessions;
  limiter: AccountLimiter;
  dummyHash: Promise<string>;
}) {
  return {
    async login(email: string, password: string, loginOriginType: LoginOriginType): Promise<LoginResponse> {
      const key = `login:${email}`;
      await deps.limiter.consume(key, accountLimits.loginAttempts);
      const user = await deps.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await deps.dummyHash), password);
      if (!user?.passwordHash || !valid) throw unauthorized('auth:invalidCredentials');
      await deps.limiter.reset(key);
      return deps.sessions.start(user, loginOriginType);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
