import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { measurementReports, measurements } from '../../db/schema-measurements.ts';
import type { OwnerScope } from '../common/owner-scope.ts';

export type VerifiedReport = Pick<
  typeof measurementReports.$inferSelect,
  | 'createdAt'
  | 'revokedAt'
  | 'norm'
  | 'evaluatorName'
  | 'evaluatorRegistration'
  | 'company'
  | 'sha256'
  | 'signedBy'
> & { domain: string };

/** SQL of the public verification and of revocation. */
export function createVerificationRepository(db: Db) {
  return {
    /** The public facts of the report with this code (a deleted measurement took its reports along). */
    async findByCode(code: string): Promise<VerifiedReport | undefined> {
      const [row] = await db
        .select({
          createdAt: measurementReports.createdAt,
          revokedAt: measurementReports.revokedAt,
          norm: measurementReports.norm,
          evaluatorName: measurementReports.evaluatorName,
          evaluatorRegistration: measurementReports.evaluatorRegistration,
          company: measurementReports.company,
          sha256: measurementReports.sha256,
          signedBy: measurementReports.signedBy,
          domain: measurements.domain,
        })
        .from(measurementReports)
        .innerJoin(measurements, eq(measurements.id, measurementReports.measurementId))
        .where(eq(measurementReports.verificationCode, code))
        .limit(1);
      return row;
    },

    /**
     * Revokes the owner's report once: a conditional UPDATE, so two revocations at once keep the
     * first date. Answers the revocation date, or undefined when the report is not the owner's.
     */
    async revoke(scope: OwnerScope, reportId: string): Promise<Date | undefined> {
      const [changed] = await db
        .update(measurementReports)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(measurementReports.id, reportId),
            eq(measurementReports.userId, scope.ownerId),
            isNull(measurementReports.revokedAt),
          ),
        )
        .returning({ revokedAt: measurementReports.revokedAt });
      if (changed?.revokedAt) return changed.revokedAt;
      const [existing] = await db
        .select({ revokedAt: measurementReports.revokedAt })
        .from(measurementReports)
        .where(and(eq(measurementReports.id, reportId), eq(measurementReports.userId, scope.ownerId)));
      return existing?.revokedAt ?? undefined;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
