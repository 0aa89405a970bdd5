import { z } from 'zod';
import { reportVerificationFieldsSchema } from './verification.ts';
import { jsonDepthExceeds, maxJsonDepth } from './json-depth.ts';
import { deviceFamilies, measurementDomains } from './vocabulary.ts';

/** A clipped or paused period of a reading (ms from its start). */
export const clippingSchema = z.object({
  startMs: z.number().finite(),
  endMs: z.number().finite(),
  kind: z.enum(['clip', 'pause']),
  observation: z.string().max(140).optional(),
});
export type Clipping = z.infer<typeof clippingSchema>;

/**
 * What a viewer keeps with a measurement (clippings, report form, domain options). The report form
 * is validated by the domain's report builder when used; the whole state is capped in size.
 */
export const measurementStateSchema = z
  .object({
    clippings: z.array(clippingSchema).max(500).optional(),
    reportForm: z.record(z.string(), z.unknown()).optional(),
    preset: z.enum(['nr15', 'nho01', 'both']).optional(),
  })
  .catchall(z.unknown())
  .refine((s) => JSON.stringify(s).length <= 256 * 1024, { message: 'errors:stateTooLarge' });
export type MeasurementState = z.infer<typeof measurementStateSchema>;

/** `family` is null for a reading that came from a samples CSV (no device). */
export const measurementSchema = z.object({
  id: z.uuid(),
  domain: z.enum(measurementDomains),
  family: z.enum(deviceFamilies).nullable(),
  fileName: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  firmware: z.string().nullable(),
  size: z.number().int(),
  state: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const measurementReportSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Public verification (docs/reports.md): null on reports saved before it existed. */
  verificationCode: z.string().nullable(),
  sha256: z.string().nullable(),
  revokedAt: z.string().nullable(),
  signedBy: z.string().nullable(),
});
export type MeasurementReport = z.infer<typeof measurementReportSchema>;

export const measurementSorts = [
  'createdAt',
  '-createdAt',
  'description',
  '-description',
  'fileName',
  '-fileName',
] as const;
export type MeasurementSort = (typeof measurementSorts)[number];

/** `none` in `family` selects the measurements read from a samples CSV (family null). */
export const measurementFamilyFilter = z.enum([...deviceFamilies, 'none']);
export type MeasurementFamilyFilter = z.infer<typeof measurementFamilyFilter>;

/** GET /api/measurements: `family` is a comma-separated list. */
export const measurementListQuerySchema = z.object({
  domain: z.enum(measurementDomains).optional(),
  family: z
    .string()
    .optional()
    .transform((raw) => (raw ? raw.split(',').filter(Boolean) : undefined))
    .pipe(
      z
        .array(measurementFamilyFilter)
        .max(deviceFamilies.length + 1)
        .optional(),
    ),
  search: z.string().max(140).optional(),
  sort: z.enum(measurementSorts).default('-createdAt'),
});
export type MeasurementListQuery = z.input<typeof measurementListQuerySchema>;

/**
 * Multipart text fields of POST /api/measurements (the file is the `file` part). No family or
 * domain: the server reads both from the file. `serialNumber` overrides the file's; `firmware` is
 * the connected device's version; `state` is the viewer state as a JSON text.
 */
export const measurementCreateFieldsSchema = z.object({
  fileName: z.string().trim().min(1).max(140),
  description: z.string().trim().max(140).default(''),
  serialNumber: z.string().trim().max(40).optional(),
  /** The connected device's firmware version (the files do not carry it). */
  firmware: z.string().trim().max(40).optional(),
  state: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      // A text nested thousands deep would overflow the stack of the validation that follows.
      if (jsonDepthExceeds(raw, maxJsonDepth)) {
        ctx.addIssue({ code: 'custom', message: 'errors:malformedJson' });
        return z.NEVER;
      }
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'errors:malformedJson' });
        return z.NEVER;
      }
    })
    .pipe(measurementStateSchema),
});
export type MeasurementCreateFields = z.input<typeof measurementCreateFieldsSchema>;

/**
 * Multipart text fields of POST /api/measurements/{id}/reports (the PDF is the `file` part): the
 * title and what the public verification page shows (the code printed on the pages, when the
 * browser drew one; the norm, evaluator and company of the report).
 */
export const measurementReportFieldsSchema = z
  .object({ title: z.string().trim().min(1).max(140) })
  .extend(reportVerificationFieldsSchema.shape);

/** PATCH /api/measurements/{id}: rename and/or save the viewer's state. */
export const measurementUpdateSchema = z.object({
  description: z.string().trim().max(140).optional(),
  state: measurementStateSchema.optional(),
});
export type MeasurementUpdate = z.input<typeof measurementUpdateSchema>;

export const measurementIdParamsSchema = z.object({ id: z.uuid() });
export const measurementReportParamsSchema = z.object({ id: z.uuid(), reportId: z.uuid() });
