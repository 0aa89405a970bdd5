import { z } from 'zod';
import { deviceFamilies } from './vocabulary.ts';

// The CO2Pro report payload of SPEC §3 ("CO2Pro measurement"). It arrives as multipart/form-data
// (every field a string, empty when not filled) at the co2pro API and as JSON in
// `ohp report co2 --meta`, so each field accepts both forms. Messages are translation keys
// ('errors:maxLength|140'), translated by the caller.

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { message: `errors:maxLength|${max}` })
      .optional(),
  );

/** At most 30 lines (SPEC §9 "Annotation up to 30 lines"). */
export const co2proAnnotationMaxLines = 30;

/** Minutes, or "HH:mm" as a clock-style journey ("08:48" = 528 minutes). */
function minutesOf(value: unknown): unknown {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(blank.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return Number(blank.trim().replace(',', '.'));
}

function booleanOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (v === 'true' || v === '1' || v === 'on' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'off' || v === 'no') return false;
  return value;
}

/** Which occupational standards the report judges by (the indoor-air reference is always added). */
export const co2proNorms = ['nr15', 'acgih', 'both'] as const;
export type Co2proNorm = (typeof co2proNorms)[number];

export const co2proReportFieldsSchema = z.object({
  employeeName: text(140),
  employeeCompanyName: text(140),
  employeeArea: text(140),
  functionGHE: text(140),
  measurerCompanyName: text(140),
  measurerName: text(140),
  annotation: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(4000, { message: 'errors:maxLength|4000' })
      .refine((v) => v.split(/\r?\n/).length <= co2proAnnotationMaxLines, {
        message: 'reports:form.annotationLines',
      })
      .optional(),
  ),
  /** Workday in minutes (1–1440); ACGIH TWA projects the measured mean to it. */
  journeyTime: z.preprocess(
    minutesOf,
    z
      .number({ message: 'errors:mustBeNumber' })
      .int({ message: 'errors:range|1|1440' })
      .min(1, { message: 'errors:range|1|1440' })
      .max(1440, { message: 'errors:range|1|1440' })
      .optional(),
  ),
  description: text(140),
  serialNumber: text(40),
  norm: z.preprocess(blankToUndefined, z.enum(co2proNorms).default('both')),
  /** True: the ACGIH TWA counts only the measured time (Σ Ci·ti / 480), no projection. */
  notProject: z.preprocess(booleanOf, z.boolean().default(false)),
  /** Season of the indoor-air temperature and humidity ranges (an addition to SPEC §3's fields). */
  season: z.preprocess(blankToUndefined, z.enum(['summer', 'winter']).default('summer')),
});
export type Co2proReportFields = z.infer<typeof co2proReportFieldsSchema>;
export type Co2proReportFieldsInput = z.input<typeof co2proReportFieldsSchema>;

/** POST co2pro: the report fields plus the device the file came from (the file is the multipart's `file`). */
export const co2proCreateFieldsSchema = co2proReportFieldsSchema.extend({
  userDeviceId: text(64),
});
export type Co2proCreateFields = z.infer<typeof co2proCreateFieldsSchema>;

// The co2pro API of SPEC §7 (docs/web-co2.md). A CO2Pro measurement is a saved measurement of
// domain `co2`: the same row as /api/measurements, with the report payload kept in its state.

/** GET co2pro: SPEC §7 defaults page 1 and pageSize 999999; 0 or negative is refused. */
export const co2proListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999999).default(999999),
});
export type Co2proListQuery = z.input<typeof co2proListQuerySchema>;

/** The report payload as saved (the parsed form of `co2proReportFieldsSchema`). */
export const co2proReportSchema = z.object({
  employeeName: z.string().optional(),
  employeeCompanyName: z.string().optional(),
  employeeArea: z.string().optional(),
  functionGHE: z.string().optional(),
  measurerCompanyName: z.string().optional(),
  measurerName: z.string().optional(),
  annotation: z.string().optional(),
  journeyTime: z.number().int().optional(),
  description: z.string().optional(),
  serialNumber: z.string().optional(),
  norm: z.enum(co2proNorms),
  notProject: z.boolean(),
  season: z.enum(['summer', 'winter']),
});

/** One CO2Pro measurement: the saved measurement's fields and the report payload it was saved with. */
export const co2proItemSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  fileName: z.string(),
  /** A family of the co2 domain (the rows listed are co2 measurements); null for a samples CSV. */
  family: z.enum(deviceFamilies).nullable(),
  serialNumber: z.string().nullable(),
  size: z.number().int(),
  userDeviceId: z.string().nullable(),
  report: co2proReportSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Co2proItem = z.infer<typeof co2proItemSchema>;

/** PUT co2pro (JSON): the measurement's id and the same fields as POST (no file: it never changes). */
export const co2proUpdateSchema = co2proCreateFieldsSchema.extend({ id: z.uuid() });
export type Co2proUpdate = z.input<typeof co2proUpdateSchema>;

/** PATCH co2pro/{id}/description. */
export const co2proDescriptionSchema = z.object({ description: z.string().trim().max(140) });
