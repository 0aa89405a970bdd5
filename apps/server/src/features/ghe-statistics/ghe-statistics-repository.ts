import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { gheStatisticExclusions } from '../../db/schema-ghe-statistics.ts';
import { users } from '../../db/schema.ts';

/** SQL of the exclusions; the service checks who may reach the GHE. */
export function createGheStatisticsRepository(db: Db) {
  return {
    exclusions: (gheId: string) =>
      db
        .select({
          measurementId: gheStatisticExclusions.measurementId,
          reason: gheStatisticExclusions.reason,
          excludedAt: gheStatisticExclusions.excludedAt,
          byName: users.name,
          byLastName: users.lastName,
        })
        .from(gheStatisticExclusions)
        .leftJoin(users, eq(users.id, gheStatisticExclusions.excludedBy))
        .where(eq(gheStatisticExclusions.gheId, gheId)),
    /** Records (or re-records) the exclusion; the link's foreign key refuses a measurement not in the GHE. */
    async exclude(values: typeof gheStatisticExclusions.$inferInsert) {
      await db
        .insert(gheStatisticExclusions)
        .values(values)
        .onConflictDoUpdate({
          target: [gheStatisticExclusions.gheId, gheStatisticExclusions.measurementId],
          set: { reason: values.reason, excludedBy: values.excludedBy, excludedAt: new Date() },
        });
    },
    include: (gheId: string, measurementId: string) =>
      db
        .delete(gheStatisticExclusions)
        .where(
          and(
            eq(gheStatisticExclusions.gheId, gheId),
            eq(gheStatisticExclusions.measurementId, measurementId),
          ),
        )
        .returning(),
  };
}

export type GheStatisticsRepository = ReturnType<typeof createGheStatisticsRepository>;
