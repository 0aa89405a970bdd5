import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    document: text('document'),
    phone: text('phone'),
    country: text('country'),
    photoKey: text('photo_key'),
    companyLogoKey: text('company_logo_key'),
    temperatureUnit: text('temperature_unit', { enum: ['C', 'F'] })
      .notNull()
      .default('C'),
    darkMode: boolean('dark_mode').notNull().default(true),
    newsletter: boolean('newsletter').notNull().default(false),
    language: text('language').notNull().default('pt-BR'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_created_at_idx').on(table.createdAt)],
);

/** Key/value facts about this installation (e.g. that the demo account was created once). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
