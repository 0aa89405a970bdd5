import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What an admin did (docs/admin.md): who, what, whom, when and from which address. The actor and
 * target are kept as plain ids with a copy of their e-mail, so the log outlives deleted accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    targetEmail: text('target_email'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action)],
);
