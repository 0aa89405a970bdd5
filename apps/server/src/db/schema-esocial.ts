// eSocial S-2240 (docs/esocial.md): the workers and exposure groups (GHE) of a company, the GHE's
// measurements and protection, and the responsible professional's council data. Every row hangs
// from a company (cascade), so a company's deletion leaves nothing behind.
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { measurements } from './schema-measurements.ts';
import { companies } from './schema-organisations.ts';
import { users } from './schema.ts';

/** A worker of the company: CPF (11 digits, checked), matrícula, eSocial category (Tabela 01). */
export const esocialWorkers = pgTable(
  'esocial_workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cpf: text('cpf').notNull(),
    registration: text('registration'),
    categoryCode: text('category_code').notNull().default('101'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('esocial_workers_company_cpf_idx').on(t.companyId, t.cpf)],
);

/**
 * A GHE (grupo homogêneo de exposição): the work environment (infoAmb), the activities (infoAtiv)
 * and the protection declared for its agents (epcEpi; the EPIs in esocial_ghe_epis).
 */
export const esocialGhes = pgTable(
  'esocial_ghes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sector: text('sector').notNull(),
    activities: text('activities').notNull(),
    /** localAmb: 1 the employer's establishment, 2 a third party's. */
    localAmb: smallint('local_amb').notNull().default(1),
    establishmentCnpj: text('establishment_cnpj').notNull(),
    /** utilizEPC / utilizEPI: 0 not applicable, 1 not used, 2 used. */
    epc: smallint('epc').notNull().default(0),
    epcEffective: boolean('epc_effective'),
    epi: smallint('epi').notNull().default(0),
    /** The six NR-06 conditions of epiCompl, when EPIs are used. */
    epiConditions: jsonb('epi_conditions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('esocial_ghes_company_code_idx').on(t.companyId, t.code)],
);

/** An EPI of a GHE by its CA (docAval). */
export const esocialGheEpis = pgTable(
  'esocial_ghe_epis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gheId: uuid('ghe_id')
      .notNull()
      .references(() => esocialGhes.id, { onDelete: 'cascade' }),
    ca: text('ca').notNull(),
    effective: boolean('effective').notNull(),
  },
  (t) => [index('esocial_ghe_epis_ghe_idx').on(t.gheId)],
);

/** A worker in a GHE from a date (dtIniCondicao) until an end date, if any: workers move over time. */
export const esocialGheWorkers = pgTable(
  'esocial_ghe_workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gheId: uuid('ghe_id')
      .notNull()
      .references(() => esocialGhes.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => esocialWorkers.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('esocial_ghe_workers_ghe_idx').on(t.gheId),
    index('esocial_ghe_workers_worker_idx').on(t.workerId, t.startDate),
  ],
);

/**
 * A measurement of the GHE (any saved measurement of a company member). `domain` and the figures
 * the S-2240 reads are kept with it, so a GHE's measurements per agent are one indexed query.
 */
export const esocialGheMeasurements = pgTable(
  'esocial_ghe_measurements',
  {
    gheId: uuid('ghe_id')
      .notNull()
      .references(() => esocialGhes.id, { onDelete: 'cascade' }),
    measurementId: uuid('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** Heat: the metabolic rate of the activity (W, NR-15 Anexo 3 2019 text). */
    metabolicRate: real('metabolic_rate'),
    /** MeasurementFigures of @ohp/esocial (figuresOfFile), computed when the measurement is added. */
    figures: jsonb('figures').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gheId, t.measurementId] }),
    index('esocial_ghe_measurements_domain_idx').on(t.gheId, t.domain),
    index('esocial_ghe_measurements_measurement_idx').on(t.measurementId),
  ],
);

/** The measurement a user chose to stand for an agent of the GHE (instead of the highest). */
export const esocialAgentChoices = pgTable(
  'esocial_agent_choices',
  {
    gheId: uuid('ghe_id')
      .notNull()
      .references(() => esocialGhes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    measurementId: uuid('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    chosenBy: uuid('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gheId, t.code] })],
);

/** The evaluator's council data for respReg (part of the professional's profile). */
export const esocialResponsibles = pgTable('esocial_responsibles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cpf: text('cpf').notNull(),
  /** ideOC: 1 CRM, 4 CREA, 9 other (then councilDescription). */
  council: smallint('council').notNull(),
  councilDescription: text('council_description'),
  councilNumber: text('council_number').notNull(),
  uf: text('uf').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
