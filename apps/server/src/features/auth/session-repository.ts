import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { refreshTokens, users } from '../../db/schema.ts';

/** SQL behind the auth hook: is this user's session (refresh-token family) still open? */
export function createSessionRepository(db: Db) {
  return {
    async activeRole(userId: string, familyId: string): Promise<'user' | 'admin' | undefined> {
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
        .where(
          and(eq(users.id, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
        )
        .limit(1);
      return row?.role;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
