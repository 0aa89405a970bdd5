import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { measurementReports, measurements } from '../../db/schema-measurements.ts';

export type MeasurementRow = typeof measurements.$inferSelect;
export type ReportRow = typeof measurementReports.$inferSelect;

const sortColumns = {
  createdAt: measurements.createdAt,
  description: measurements.description,
  fileName: measurements.fileName,
} as const;

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of measurements and their reports; every query is scoped to the owner. */
export function createMeasurementRepository(db: Db) {
  return {
    async insert(values: typeof measurements.$inferInsert): Promise<MeasurementRow> {
      const [row] = await db.insert(measurements).values(values).returning();
      if (!row) throw new Error('measurement not inserted');
      return row;
    },

    async list(
      userId: string,
      options: { family?: string; search?: string; sort: string },
    ): Promise<MeasurementRow[]> {
      const conditions: SQL[] = [eq(measurements.userId, userId)];
      if (options.family) conditions.push(eq(measurements.family, options.family));
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

    async find(userId: string, id: string): Promise<MeasurementRow | undefined> {
      const [row] = await db
        .select()
        .from(measurements)
        .where(and(eq(measurements.userId, userId), eq(measurements.id, id)));
      return row;
    },

    async update(
      userId: string,
      id: string,
      values: Partial<Pick<MeasurementRow, 'description' | 'state'>>,
    ): Promise<MeasurementRow | undefined> {
      const [row] = await db
        .update(measurements)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(measurements.userId, userId), eq(measurements.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<MeasurementRow | undefined> {
      const [row] = await db
        .delete(measurements)
        .where(and(eq(measurements.userId, userId), eq(measurements.id, id)))
        .returning();
      return row;
    },

    async reportsOf(userId: string, measurementId: string): Promise<ReportRow[]> {
      return db
        .select()
        .from(measurementReports)
        .where(
          and(eq(measurementReports.userId, userId), eq(measurementReports.measurementId, measurementId)),
        )
        .orderBy(desc(measurementReports.createdAt));
    },

    async insertReport(values: typeof measurementReports.$inferInsert): Promise<ReportRow> {
      const [row] = await db.insert(measurementReports).values(values).returning();
      if (!row) throw new Error('report not inserted');
      return row;
    },

    async findReport(
      userId: string,
      measurementId: string,
      reportId: string,
    ): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(measurementReports)
        .where(
          and(
            eq(measurementReports.userId, userId),
            eq(measurementReports.measurementId, measurementId),
            eq(measurementReports.id, reportId),
          ),
        );
      return row;
    },
  };
}

export type MeasurementRepository = ReturnType<typeof createMeasurementRepository>;
