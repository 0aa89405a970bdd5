import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A device file saved to the cloud with the viewer's state (clippings, report form). `user_id` is
 * the owner: every query goes through an OwnerScope (features/common/owner-scope.ts).
 */
export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Measurement domain (noise, heat, vibration, co2), derived from the file by readReading. */
    domain: text('domain').notNull(),
    /** Device family that wrote the file; null for a samples CSV. */
    family: text('family'),
    fileName: text('file_name').notNull(),
    description: text('description').notNull().default(''),
    serialNumber: text('serial_number'),
    /** Firmware version of the instrument that measured, when the client knew it (instrument passport). */
    firmware: text('firmware'),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    state: jsonb('state').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurements_owner_domain_idx').on(t.userId, t.domain, t.createdAt)],
);

/** A PDF report produced from a measurement. */
export const measurementReports = pgTable(
  'measurement_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    measurementId: uuid('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 (hex) of the stored file; null on reports saved before verification existed. */
    sha256: text('sha256'),
    /** Public verification code printed on the pages (docs/reports.md "Verification"). */
    verificationCode: text('verification_code'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who signed the stored file (PAdES), as the certificate names them; null when unsigned. */
    signedBy: text('signed_by'),
    /** What the public verification page shows: the norm of the analysis, form fields. */
    norm: text('norm'),
    evaluatorName: text('evaluator_name'),
    evaluatorRegistration: text('evaluator_registration'),
    company: text('company'),
  },
  (t) => [
    index('measurement_reports_measurement_idx').on(t.measurementId),
    uniqueIndex('measurement_reports_verification_code_idx').on(t.verificationCode),
  ],
);
