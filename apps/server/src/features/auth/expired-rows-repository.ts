import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailCodes, rateCounters, refreshTokens } from '../../db/schema.ts';

/**
 * How long a finished refresh token is kept. A used token must stay while it could still be
 * presented (reuse detection revokes its family only if the row is found), so used rows live
 * until their own expiry plus this margin; revoked rows (the whole family is dead, and an unknown
 * token gets the same 401) are kept this long after revocation, for investigation.
 */
export const refreshTokenRetentionDays = 7;

export interface DeletedRows {
  emailCodes: number;
  rateCounters: number;
  refreshTokens: number;
}

/** SQL of the periodic clean-up: deletes only rows that no longer change any answer. */
export function createExpiredRowsRepository(db: Db) {
  return {
    async deleteExpired(now: Date = new Date()): Promise<DeletedRows> {
      // An expired code is refused like a missing one, and its 60-s resend cool-down ended long ago.
      const codes = await db
        .delete(emailCodes)
        .where(lt(emailCodes.expiresAt, now))
        .returning({ email: emailCodes.email });
      // A counter whose window ended reads as absent and restarts at 1 on the next hit.
      const counters = await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowEndsAt, now))
        .returning({ key: rateCounters.key });
      const cutoff = new Date(now.getTime() - refreshTokenRetentionDays * 24 * 3600 * 1000);
      const tokens = await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, cutoff), lt(refreshTokens.revokedAt, cutoff)))
        .returning({ id: refreshTokens.id });
      return { emailCodes: codes.length, rateCounters: counters.length, refreshTokens: tokens.length };
    },
  };
}

export type ExpiredRowsRepository = ReturnType<typeof createExpiredRowsRepository>;
