import type { MeasurementDomain, MeasurementFamilyFilter, MeasurementSort } from '@ohp/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { measurementReports, measurements } from '../../db/schema-measurements.ts';
import type { OwnerScope } from '../common/owner-scope.ts';

export type MeasurementRow = typeof measurements.$inferSelect;
export type ReportRow = typeof measurementReports.$inferSelect;
export type NewMeasurementRow = Omit<typeof measurements.$inferInsert, 'userId'>;
export type NewReportRow = Omit<typeof measurementReports.$inferInsert, 'userId'>;

export interface MeasurementListOptions {
  domain?: MeasurementDomain;
  family?: MeasurementFamilyFilter[];
  search?: string;
  sort: MeasurementSort;
}

const sortColumns = {
  createdAt: measurements.createdAt,
  description: measurements.description,
  fileName: measurements.fileName,
} as const;

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `none` selects the rows read from a samples CSV (family null). */
function familyCondition(filter: MeasurementFamilyFilter[]): SQL | undefined {
  const families = filter.filter((f) => f !== 'none');
  const conditions = [
    ...(families.length > 0 ? [inArray(measurements.family, families)] : []),
    ...(filter.includes('none') ? [isNull(measurements.family)] : []),
  ];
  return or(...conditions);
}

const owned = (scope: OwnerScope, id: string) =>
  and(eq(measurements.userId, scope.ownerId), eq(measurements.id, id));

/** SQL of measurements and their reports; every query is bounded by the owner scope. */
export function createMeasurementRepository(db: Db) {
  return {
    /**
     * `archiveFolder`: the folder the archive trigger files a family's measurement in (the family
     * module's presentation.archiveFolder), handed to the database for this transaction only.
     */
    async insert(
      scope: OwnerScope,
      values: NewMeasurementRow,
      archiveFolder: string | null,
    ): Promise<MeasurementRow> {
      return db.transaction(async (tx) => {
        if (archiveFolder)
          await tx.execute(sql`SELECT set_config('ohp.archive_folder', ${archiveFolder}, true)`);
        const [row] = await tx
          .insert(measurements)
          .values({ ...values, userId: scope.ownerId })
          .returning();
        if (!row) throw new Error('measurement not inserted');
        return row;
      });
    },

    async list(scope: OwnerScope, options: MeasurementListOptions): Promise<MeasurementRow[]> {
      const conditions: SQL[] = [eq(measurements.userId, scope.ownerId)];
      if (options.domain) conditions.push(eq(measurements.domain, options.domain));
      const family = options.family?.length ? familyCondition(options.family) : undefined;
      if (family) conditions.push(family);
      const search = options.search?.trim();
      if (search) {
        const match = or(
          ilike(measurements.description, likePattern(search)),
          ilike(measurements.fileName, likePattern(search)),
        );
        if (match) conditions.push(match);
      }
      const descending = options.sort.startsWith('-');
      const column = sortColumns[options.sort.replace('-', '') as keyof typeof sortColumns];
      return db
        .select()
        .from(measurements)
        .where(and(...conditions))
        .orderBy(descending ? desc(column) : asc(column), desc(measurements.createdAt));
    },

    async find(scope: OwnerScope, id: string): Promise<MeasurementRow | undefined> {
      const [row] = await db.select().from(measurements).where(owned(scope, id));
      return row;
    },

    async update(
      scope: OwnerScope,
      id: string,
      values: Partial<Pick<MeasurementRow, 'description' | 'state'>>,
    ): Promise<MeasurementRow | undefined> {
      const [row] = await db
        .update(measurements)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(scope, id))
        .returning();
      return row;
    },

    async remove(scope: OwnerScope, id: string): Promise<MeasurementRow | undefined> {
      const [row] = await db.delete(measurements).where(owned(scope, id)).returning();
      return row;
    },

    async reportsOf(scope: OwnerScope, measurementId: string): Promise<ReportRow[]> {
      return db
        .select()
        .from(measurementReports)
        .where(
          and(
            eq(measurementReports.userId, scope.ownerId),
            eq(measurementReports.measurementId, measurementId),
          ),
        )
        .orderBy(desc(measurementReports.createdAt));
    },

    async insertReport(scope: OwnerScope, values: NewReportRow): Promise<ReportRow> {
      const [row] = await db
        .insert(measurementReports)
        .values({ ...values, userId: scope.ownerId })
        .returning();
      if (!row) throw new Error('report not inserted');
      return row;
    },

    /**
     * Puts a signed file in the place of the report's stored one: one conditional UPDATE, so it
     * takes only while the report is not revoked and still the file the signature was made on
     * (two signings at once: the second finds the key changed). Undefined when it did not take.
     */
    async replaceSignedReport(
      scope: OwnerScope,
      reportId: string,
      previousKey: string,
      signed: { storageKey: string; size: number; sha256: string; signedBy: string },
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .update(measurementReports)
        .set(signed)
        .where(
          and(
            eq(measurementReports.id, reportId),
            eq(measurementReports.userId, scope.ownerId),
            eq(measurementReports.storageKey, previousKey),
            isNull(measurementReports.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async findReport(
      scope: OwnerScope,
      measurementId: string,
      reportId: string,
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(measurementReports)
        .where(
          and(
            eq(measurementReports.userId, scope.ownerId),
            eq(measurementReports.measurementId, measurementId),
            eq(measurementReports.id, reportId),
          ),
        );
      return row;
    },
  };
}

export type MeasurementRepository = ReturnType<typeof createMeasurementRepository>;
