import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  esocialAgentChoices,
  esocialGheEpis,
  esocialGheMeasurements,
  esocialGhes,
  esocialGheWorkers,
  esocialResponsibles,
  esocialWorkers,
} from '../../db/schema-esocial.ts';
import { measurementReports, measurements } from '../../db/schema-measurements.ts';
import { companies, companyMembers, userDevices } from '../../db/schema-organisations.ts';
import { users } from '../../db/schema.ts';

export type WorkerRow = typeof esocialWorkers.$inferSelect;
export type GheRow = typeof esocialGhes.$inferSelect;
export type GheInsert = Omit<typeof esocialGhes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ResponsibleRow = typeof esocialResponsibles.$inferSelect;

/** SQL of the eSocial tables; the service checks who may reach them. */
export function createEsocialRepository(db: Db) {
  return {
    company: async (id: string) => (await db.select().from(companies).where(eq(companies.id, id)))[0],

    workers: (companyId: string) =>
      db
        .select()
        .from(esocialWorkers)
        .where(eq(esocialWorkers.companyId, companyId))
        .orderBy(asc(esocialWorkers.name)),
    worker: async (id: string) =>
      (await db.select().from(esocialWorkers).where(eq(esocialWorkers.id, id)))[0],
    /** undefined when the CPF is already a worker of the company. */
    async createWorker(values: typeof esocialWorkers.$inferInsert) {
      const [row] = await db.insert(esocialWorkers).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateWorker(id: string, values: Partial<typeof esocialWorkers.$inferInsert>) {
      const [row] = await db
        .update(esocialWorkers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(esocialWorkers.id, id))
        .returning();
      return row;
    },

    ghes: (companyId: string) =>
      db
        .select()
        .from(esocialGhes)
        .where(eq(esocialGhes.companyId, companyId))
        .orderBy(asc(esocialGhes.code)),
    ghe: async (id: string) => (await db.select().from(esocialGhes).where(eq(esocialGhes.id, id)))[0],
    /** Writes the GHE and replaces its EPIs in one transaction; undefined when the code is taken. */
    async saveGhe(id: string | null, values: GheInsert, epis: { ca: string; effective: boolean }[]) {
      return db.transaction(async (tx) => {
        const [row] = id
          ? await tx
              .update(esocialGhes)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(esocialGhes.id, id))
              .returning()
          : await tx.insert(esocialGhes).values(values).onConflictDoNothing().returning();
        if (!row) return undefined;
        await tx.delete(esocialGheEpis).where(eq(esocialGheEpis.gheId, row.id));
        if (epis.length) await tx.insert(esocialGheEpis).values(epis.map((e) => ({ ...e, gheId: row.id })));
        return row;
      });
    },
    epis: (gheIds: string[]) =>
      gheIds.length
        ? db.select().from(esocialGheEpis).where(inArray(esocialGheEpis.gheId, gheIds))
        : Promise.resolve([]),

    memberships: (gheIds: string[]) =>
      gheIds.length
        ? db
            .select({ membership: esocialGheWorkers, worker: esocialWorkers })
            .from(esocialGheWorkers)
            .innerJoin(esocialWorkers, eq(esocialWorkers.id, esocialGheWorkers.workerId))
            .where(inArray(esocialGheWorkers.gheId, gheIds))
            .orderBy(asc(esocialGheWorkers.startDate))
        : Promise.resolve([]),
    addMembership: async (values: typeof esocialGheWorkers.$inferInsert) =>
      (await db.insert(esocialGheWorkers).values(values).returning())[0],
    /** Changes a membership's dates; undefined when it is not of that GHE. */
    async updateMembership(gheId: string, id: string, dates: { startDate: string; endDate: string | null }) {
      const [row] = await db
        .update(esocialGheWorkers)
        .set(dates)
        .where(and(eq(esocialGheWorkers.gheId, gheId), eq(esocialGheWorkers.id, id)))
        .returning();
      return row;
    },
    /** The worker's memberships in every GHE (to refuse overlapping periods). */
    membershipsOfWorker: (workerId: string) =>
      db.select().from(esocialGheWorkers).where(eq(esocialGheWorkers.workerId, workerId)),
    removeMembership: (gheId: string, id: string) =>
      db
        .delete(esocialGheWorkers)
        .where(and(eq(esocialGheWorkers.gheId, gheId), eq(esocialGheWorkers.id, id)))
        .returning(),
    /** The worker's GHE on a date: the latest membership started by then and not ended before it. */
    async membershipOn(workerId: string, day: string) {
      const [row] = await db
        .select()
        .from(esocialGheWorkers)
        .where(
          and(
            eq(esocialGheWorkers.workerId, workerId),
            lte(esocialGheWorkers.startDate, day),
            or(isNull(esocialGheWorkers.endDate), gte(esocialGheWorkers.endDate, day)),
          ),
        )
        .orderBy(desc(esocialGheWorkers.startDate))
        .limit(1);
      return row;
    },

    /** A GHE's measurements with the saved measurement's facts and its latest report, by domain. */
    gheMeasurements: (gheIds: string[]) =>
      gheIds.length
        ? db
            .select({
              link: esocialGheMeasurements,
              fileName: measurements.fileName,
              serialNumber: measurements.serialNumber,
              savedAt: measurements.createdAt,
              ownerId: measurements.userId,
            })
            .from(esocialGheMeasurements)
            .innerJoin(measurements, eq(measurements.id, esocialGheMeasurements.measurementId))
            .where(inArray(esocialGheMeasurements.gheId, gheIds))
            .orderBy(asc(esocialGheMeasurements.domain), asc(esocialGheMeasurements.createdAt))
        : Promise.resolve([]),
    async reportsOf(measurementIds: string[]) {
      if (!measurementIds.length) return [];
      return db
        .select({
          id: measurementReports.id,
          measurementId: measurementReports.measurementId,
          createdAt: measurementReports.createdAt,
        })
        .from(measurementReports)
        .where(inArray(measurementReports.measurementId, measurementIds))
        .orderBy(desc(measurementReports.createdAt));
    },
    /** The calibration dates known for instruments by serial number (the owners' device lists). */
    certificates: (serials: string[]) =>
      serials.length
        ? db
            .select({
              serialNumber: userDevices.serialNumber,
              nextCalibrationDate: userDevices.nextCalibrationDate,
            })
            .from(userDevices)
            .where(inArray(userDevices.serialNumber, serials))
        : Promise.resolve([]),
    /**
     * The saved measurements of every member (owners included) of a company, newest first. `text`
     * matches description, file name and the save day on the Brasília calendar (dd/mm/yyyy,
     * yyyy-mm-dd, mm/dd/yyyy); `families`: family ids whose names match it too.
     */
    companyMeasurements(companyId: string, search: { text: string; families: string[] }, limit: number) {
      const conditions: (SQL | undefined)[] = [eq(companyMembers.companyId, companyId)];
      const text = search.text.trim();
      if (text) {
        const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const day = sql`(${measurements.createdAt} AT TIME ZONE 'America/Sao_Paulo')`;
        conditions.push(
          or(
            ilike(measurements.description, pattern),
            ilike(measurements.fileName, pattern),
            ...(search.families.length ? [inArray(measurements.family, search.families)] : []),
            ...['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'].map(
              (format) => sql`to_char(${day}, ${format}) ILIKE ${pattern}`,
            ),
          ),
        );
      }
      return db
        .select({
          id: measurements.id,
          domain: measurements.domain,
          family: measurements.family,
          fileName: measurements.fileName,
          description: measurements.description,
          createdAt: measurements.createdAt,
          state: measurements.state,
          ownerId: measurements.userId,
          ownerName: users.name,
          ownerLastName: users.lastName,
        })
        .from(measurements)
        .innerJoin(companyMembers, eq(companyMembers.userId, measurements.userId))
        .innerJoin(users, eq(users.id, measurements.userId))
        .where(and(...conditions))
        .orderBy(desc(measurements.createdAt))
        .limit(limit);
    },
    measurement: async (id: string) =>
      (await db.select().from(measurements).where(eq(measurements.id, id)))[0],
    async addMeasurement(values: typeof esocialGheMeasurements.$inferInsert) {
      await db
        .insert(esocialGheMeasurements)
        .values(values)
        .onConflictDoUpdate({
          target: [esocialGheMeasurements.gheId, esocialGheMeasurements.measurementId],
          set: { figures: values.figures, metabolicRate: values.metabolicRate ?? null },
        });
    },
    removeMeasurement: (gheId: string, measurementId: string) =>
      db
        .delete(esocialGheMeasurements)
        .where(
          and(
            eq(esocialGheMeasurements.gheId, gheId),
            eq(esocialGheMeasurements.measurementId, measurementId),
          ),
        )
        .returning(),

    /** The recorded choices of a GHE, with the name of who chose (null once that user is gone). */
    choices: (gheId: string) =>
      db
        .select({
          code: esocialAgentChoices.code,
          measurementId: esocialAgentChoices.measurementId,
          createdAt: esocialAgentChoices.createdAt,
          chosenByName: users.name,
          chosenByLastName: users.lastName,
        })
        .from(esocialAgentChoices)
        .leftJoin(users, eq(users.id, esocialAgentChoices.chosenBy))
        .where(eq(esocialAgentChoices.gheId, gheId)),
    unchoose: (gheId: string, code: string) =>
      db
        .delete(esocialAgentChoices)
        .where(and(eq(esocialAgentChoices.gheId, gheId), eq(esocialAgentChoices.code, code)))
        .returning(),
    async choose(values: typeof esocialAgentChoices.$inferInsert) {
      await db
        .insert(esocialAgentChoices)
        .values(values)
        .onConflictDoUpdate({
          target: [esocialAgentChoices.gheId, esocialAgentChoices.code],
          set: { measurementId: values.measurementId, chosenBy: values.chosenBy, createdAt: new Date() },
        });
    },

    responsible: async (userId: string) =>
      (await db.select().from(esocialResponsibles).where(eq(esocialResponsibles.userId, userId)))[0],
    async saveResponsible(values: typeof esocialResponsibles.$inferInsert) {
      const [row] = await db
        .insert(esocialResponsibles)
        .values(values)
        .onConflictDoUpdate({ target: esocialResponsibles.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row;
    },
  };
}

export type EsocialRepository = ReturnType<typeof createEsocialRepository>;
