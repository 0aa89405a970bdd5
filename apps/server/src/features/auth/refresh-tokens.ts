import { randomUUID } from 'node:crypto';
import type { LoginOriginType } from '@ohp/contracts';
import { unauthorized } from '../../http/app-error.ts';
import type { RefreshTokenRepository } from './refresh-token-repository.ts';
import { randomToken, sameDigest, sha256 } from './secrets.ts';

export const refreshTokenDays = 30;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

/**
 * Opaque rotating refresh tokens. Only the sha256 of a token is stored. Every refresh marks the
 * presented token used and issues a new one in the same family; presenting a used or revoked
 * token revokes the whole family (reuse detection) and answers 401.
 */
export function createRefreshTokens(repository: RefreshTokenRepository) {
  async function issue(userId: string, loginOriginType: LoginOriginType, familyId: string = randomUUID()) {
    const token = randomToken();
    await repository.insert({
      userId,
      familyId,
      tokenHash: sha256(token),
      loginOriginType,
      expiresAt: new Date(Date.now() + refreshTokenDays * 24 * 3600 * 1000),
    });
    return { token, familyId };
  }

  return {
    issue,
    /** Consumes a refresh token; answers the user and a new token of the same family. */
    async rotate(token: string, loginOriginType: LoginOriginType) {
      const hash = sha256(token);
      const row = await repository.findByHash(hash);
      if (!row || !sameDigest(row.tokenHash, hash)) throw unauthorized('auth:sessionExpired');
      if (row.usedAt || row.revokedAt) {
        await repository.revokeFamily(row.familyId);
        throw unauthorized('auth:sessionExpired');
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('auth:sessionExpired');
      if (!(await repository.markUsed(row.id))) {
        // Two requests raced with the same token: one of them is a replay.
        await repository.revokeFamily(row.familyId);
        throw unauthorized('auth:sessionExpired');
      }
      const next = await issue(row.userId, loginOriginType, row.familyId);
      return { userId: row.userId, ...next };
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
