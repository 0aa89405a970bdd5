import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailCodes } from '../../db/schema.ts';

export type CodePurpose = 'register' | 'reset';
export type EmailCodeRow = typeof emailCodes.$inferSelect;

const match = (email: string, purpose: CodePurpose) =>
  and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));

/** SQL of the email_codes table: one live code per e-mail and purpose. */
export function createEmailCodeRepository(db: Db) {
  return {
    async find(email: string, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
      const [row] = await db.select().from(emailCodes).where(match(email, purpose));
      return row;
    },
    /** Replaces any earlier code (a resend invalidates the previous code). */
    async replace(email: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
      const sentAt = new Date();
      await db
        .insert(emailCodes)
        .values({ email, purpose, codeHash, expiresAt, sentAt, attempts: 0 })
        .onConflictDoUpdate({
          target: [emailCodes.email, emailCodes.purpose],
          set: { codeHash, expiresAt, sentAt, attempts: 0 },
        });
    },
    /**
     * Spends one attempt of a live code in a single conditional UPDATE and answers the stored hash
     * to compare with; undefined when there is no live code or its attempts are used up. Spending
     * before comparing is what keeps a parallel burst of guesses to `maxAttempts` comparisons.
     */
    async takeAttempt(
      email: string,
      purpose: CodePurpose,
      maxAttempts: number,
    ): Promise<{ codeHash: string; attempts: number } | undefined> {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            match(email, purpose),
            lt(emailCodes.attempts, maxAttempts),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
      return row;
    },
    /** Deletes the code; true only for the request that deleted it (a code works once). */
    async consume(email: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
      const rows = await db
        .delete(emailCodes)
        .where(and(match(email, purpose), eq(emailCodes.codeHash, codeHash)))
        .returning({ email: emailCodes.email });
      return rows.length === 1;
    },
    async deleteAll(email: string): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.email, email));
    },
  };
}

export type EmailCodeRepository = ReturnType<typeof createEmailCodeRepository>;
