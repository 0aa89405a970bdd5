import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { userIdentities } from '../../../db/schema.ts';

/** SQL of the user_identities table (third-party accounts linked to users). */
export function createIdentityRepository(db: Db) {
  return {
    async findUserId(issuer: string, subject: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
      return row?.userId;
    },
    async link(issuer: string, subject: string, userId: string): Promise<void> {
      await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
