import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** SQL of the refresh_tokens table. */
export function createRefreshTokenRepository(db: Db) {
  return {
    async insert(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a live token used; false when another request used (or revoked) it first. */
    async markUsed(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /** Revokes every session of the user, or every one but `exceptFamilyId`. */
    async revokeUser(userId: string, exceptFamilyId?: string): Promise<void> {
      const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
      if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
