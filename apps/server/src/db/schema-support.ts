import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A text in the three languages of the platform. */
export type LocalisedText = { 'pt-BR': string; en: string; es: string };

/** What a support document is (docs/admin.md "Support content"); videos have none. */
export const documentCategories = ['manual', 'declaration', 'driver'] as const;

/**
 * Support content managed by admins (docs/admin.md): PDF documents and MP4/WebM videos, each for
 * one device family or for all (family null), a document with its category. The files live in the
 * platform storage.
 */
export const supportItems = pgTable(
  'support_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['document', 'video'] }).notNull(),
    family: text('family'),
    /** Documents only (null for a video): manual, declaration or driver (Help lists the drivers). */
    category: text('category', { enum: documentCategories }),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    description: jsonb('description').$type<LocalisedText>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    posterKey: text('poster_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_items_kind_idx').on(t.kind, t.family, t.createdAt),
    // Every document has one of the categories (null would pass an `in`), no video has one.
    check(
      'support_items_category_check',
      sql`(${t.kind} = 'document' and ${t.category} is not null and ${t.category} in ('manual', 'declaration', 'driver')) or (${t.kind} <> 'document' and ${t.category} is null)`,
    ),
  ],
);
