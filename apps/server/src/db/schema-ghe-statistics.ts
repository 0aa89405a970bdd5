// Exposure statistics of a GHE (docs/statistics.md): the measurements left out of a group's
// statistics, each with who left it out, when and why. The row hangs from the GHE's measurement
// link, so removing the measurement from the GHE (or the GHE) removes its exclusion too.
import { foreignKey, primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { esocialGheMeasurements } from './schema-esocial.ts';

export const gheStatisticExclusions = pgTable(
  'ghe_statistic_exclusions',
  {
    gheId: uuid('ghe_id').notNull(),
    measurementId: uuid('measurement_id').notNull(),
    reason: text('reason').notNull(),
    excludedBy: uuid('excluded_by').references(() => users.id, { onDelete: 'set null' }),
    excludedAt: timestamp('excluded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gheId, t.measurementId] }),
    foreignKey({
      name: 'ghe_statistic_exclusions_link_fk',
      columns: [t.gheId, t.measurementId],
      foreignColumns: [esocialGheMeasurements.gheId, esocialGheMeasurements.measurementId],
    }).onDelete('cascade'),
  ],
);
