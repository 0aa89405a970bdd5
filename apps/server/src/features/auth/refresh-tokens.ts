import { randomUUID } from 'node:crypto';
import type { LoginOriginType } from '@ohp/contracts';
import { unauthorized } from '../../http/app-error.ts';
import type { RefreshTokenRepository } from './refresh-token-repository.ts';
import { randomToken, sha256 } from './secrets.ts';

export const refreshTokenDays = 30;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

const expiresAt = () => new Date(Date.now() + refreshTokenDays * 24 * 3600 * 1000);

/**
 * Opaque rotating refresh tokens. Only the sha256 of a token is stored. Every refresh marks the
 * presented token used and issues a new one in the same family; presenting a used or revoked
 * token revokes the whole family (reuse detection) and answers 401. Rotation and revocation run
 * in transactions that lock the family, so parallel refreshes of one token leave either the whole
 * family revoked or exactly one live token (docs/auth.md).
 */
export function createRefreshTokens(repository: RefreshTokenRepository) {
  async function issue(userId: string, loginOriginType: LoginOriginType, familyId: string = randomUUID()) {
    const token = randomToken();
    await repository.insert({
      userId,
      familyId,
      tokenHash: sha256(token),
      loginOriginType,
      expiresAt: expiresAt(),
    });
    return { token, familyId };
  }

  return {
    issue,
    /** Consumes a refresh token; answers the user and a new token of the same family. */
    async rotate(token: string, loginOriginType: LoginOriginType) {
      const hash = sha256(token);
      const next = randomToken();
      const result = await repository.rotate(hash, {
        tokenHash: sha256(next),
        loginOriginType,
        expiresAt: expiresAt(),
      });
      if (result.outcome !== 'rotated') throw unauthorized('auth:sessionExpired');
      return { userId: result.row.userId, token: next, familyId: result.row.familyId };
    },
    /** Logout: revokes the family of the token, if it is one of ours. */
    async revokeByToken(token: string): Promise<void> {
      const row = await repository.findByHash(sha256(token));
      if (row) await repository.revokeFamily(row.familyId);
    },
    revokeFamily: (familyId: string) => repository.revokeFamily(familyId),
    revokeUser: (userId: string, exceptFamilyId?: string) => repository.revokeUser(userId, exceptFamilyId),
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
