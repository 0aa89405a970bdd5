import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyGroups } from './schema-organisations.ts';
import { users } from './schema.ts';

/**
 * The cloud archive (docs/archive.md): one tree of folders and files per owner. A file either has
 * its own bytes (`storage_key`) or stands for a saved row (`resource_type`/`resource_id`: a
 * measurement, component or report, kept in step by the triggers of migration 0008).
 */
export const archiveEntries = pgTable(
  'archive_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => archiveEntries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['folder', 'file'] }).notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    resourceType: text('resource_type', { enum: ['measurement', 'component', 'report', 'co2pro'] }),
    resourceId: uuid('resource_id'),
    resourceDomain: text('resource_domain'),
    resourceFamily: text('resource_family'),
    /** Marks a folder the server files saves into ("measurements:doseMaxV2"); survives renames and moves. */
    defaultKey: text('default_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive unique name per folder; the migration adds NULLS NOT DISTINCT (root).
    uniqueIndex('archive_entries_name_idx').on(t.ownerId, t.parentId, sql`lower(${t.name})`),
    index('archive_entries_parent_idx').on(t.parentId, t.kind, t.name),
    index('archive_entries_owner_recent_idx').on(t.ownerId, t.kind, t.updatedAt),
    uniqueIndex('archive_entries_resource_idx')
      .on(t.resourceType, t.resourceId)
      .where(sql`${t.resourceId} is not null`),
    uniqueIndex('archive_entries_default_idx')
      .on(t.ownerId, t.defaultKey)
      .where(sql`${t.defaultKey} is not null`),
    check('archive_entries_kind_check', sql`${t.kind} in ('folder', 'file')`),
  ],
);

/** A share of an entry with one user or one group: SPEC §3 bits, 1 view, 2 include. */
export const archiveShares = pgTable(
  'archive_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    archiveId: uuid('archive_id')
      .notNull()
      .references(() => archiveEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => companyGroups.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('archive_shares_user_idx').on(t.archiveId, t.userId),
    uniqueIndex('archive_shares_group_idx').on(t.archiveId, t.groupId),
    index('archive_shares_target_user_idx').on(t.userId),
    index('archive_shares_target_group_idx').on(t.groupId),
    check('archive_shares_value_check', sql`${t.value} between 1 and 3`),
    check('archive_shares_target_check', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Bytes used by a user's tree (kept by a trigger) and an admin's quota override. */
export const userStorage = pgTable('user_storage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
  quotaMb: integer('quota_mb'),
});
