import type { LoginOriginType, LoginResponse } from '@ohp/contracts';
import { unauthorized } from '../../http/app-error.ts';
import type { UserRepository, UserRow } from '../users/user-repository.ts';
import { toPublicUser } from '../users/user-view.ts';
import type { AccessTokens } from './access-token.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

/** Turns a signed-in user into the login answer of SPEC §3: {token, refreshToken, user}. */
export function createSessions(deps: {
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  users: UserRepository;
}) {
  const answer = async (user: UserRow, refreshToken: string, familyId: string): Promise<LoginResponse> => ({
    token: await deps.accessTokens.sign({ userId: user.id, role: user.role, sessionId: familyId }),
    refreshToken,
    user: toPublicUser(user),
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
  });

  return {
    async start(user: UserRow, loginOriginType: LoginOriginType): Promise<LoginResponse> {
      const issued = await deps.refreshTokens.issue(user.id, loginOriginType);
      await deps.users.update(user.id, { lastSignInAt: new Date() });
      return answer(user, issued.token, issued.familyId);
    },
    async refresh(token: string, loginOriginType: LoginOriginType): Promise<LoginResponse> {
      const rotated = await deps.refreshTokens.rotate(token, loginOriginType);
      const user = await deps.users.findById(rotated.userId);
      if (!user) throw unauthorized('auth:sessionExpired');
      return answer(user, rotated.token, rotated.familyId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
