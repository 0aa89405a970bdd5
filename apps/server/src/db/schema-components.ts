import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { measurements } from './schema-measurements.ts';
import { users } from './schema.ts';

/** A saved component (SPEC §3): one exposure situation of a heat or vibration report, reused. */
export const components = pgTable(
  'components',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    description: text('description').notNull(),
    // The measurement it was cut from; the component keeps its own copy of the figures.
    measurementId: uuid('measurement_id').references(() => measurements.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('components_user_domain_idx').on(t.userId, t.domain, t.createdAt)],
);
