import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

/**
 * Serialises every change of one family: a transaction-scoped advisory lock keyed by the family
 * id (released at commit or rollback). Statements run after it see everything the previous holder
 * committed, so a revocation cannot miss a token a parallel rotation was inserting.
 */
const lockFamily = (tx: Db, familyId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${familyId}::text, 0))`);

const revokeFamilyRows = (tx: Db, familyId: string) =>
  tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/** What a rotation found; the service turns every outcome but 'rotated' into a 401. */
export type RotationOutcome =
  | { outcome: 'rotated'; row: RefreshTokenRow }
  | { outcome: 'unknown' | 'expired' | 'reused' };

/** SQL of the refresh_tokens table. */
export function createRefreshTokenRepository(db: Db) {
  return {
    async insert(row: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /**
     * Replaces a live token by `next` in one transaction with its family locked: of parallel
     * rotations of one token exactly one wins, and the others (seeing it used) revoke the family
     * including the winner's new token. A used or revoked token revokes its family (reuse).
     */
    async rotate(
      tokenHash: string,
      next: Omit<NewRefreshToken, 'userId' | 'familyId'>,
    ): Promise<RotationOutcome> {
      const found = await this.findByHash(tokenHash);
      if (!found) return { outcome: 'unknown' };
      return db.transaction(async (tx) => {
        await lockFamily(tx, found.familyId);
        // Read again under the lock: a parallel rotation may have used it meanwhile.
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.id, found.id))
          .for('update');
        if (!row) return { outcome: 'unknown' } as const;
        if (row.usedAt || row.revokedAt) {
          await revokeFamilyRows(tx, row.familyId);
          return { outcome: 'reused' } as const;
        }
        if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' } as const;
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
        await tx.insert(refreshTokens).values({ ...next, userId: row.userId, familyId: row.familyId });
        return { outcome: 'rotated', row } as const;
      });
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockFamily(tx, familyId);
        await revokeFamilyRows(tx, familyId);
      });
    },
    /** Revokes every session of the user, or every one but `exceptFamilyId`. */
    async revokeUser(userId: string, exceptFamilyId?: string): Promise<void> {
      const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
      if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
      await db.transaction(async (tx) => {
        const families = await tx
          .selectDistinct({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(and(...conditions))
          .orderBy(refreshTokens.familyId);
        // One lock per family, always in the same order: no deadlock with another revocation,
        // and a rotation (which holds a single family lock) simply waits or goes first.
        for (const { familyId } of families) await lockFamily(tx, familyId);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(...conditions));
      });
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
