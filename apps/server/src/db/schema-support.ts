import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A text in the three languages of the platform. */
export type LocalisedText = { 'pt-BR': string; en: string; es: string };

/**
 * Support content managed by admins (docs/admin.md): PDF documents and MP4/WebM videos, each for
 * one device family or for all (family null). The files live in the platform storage.
 */
export const supportItems = pgTable(
  'support_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['document', 'video'] }).notNull(),
    family: text('family'),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    description: jsonb('description').$type<LocalisedText>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    posterKey: text('poster_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_items_kind_idx').on(t.kind, t.family, t.createdAt)],
);
