import { z } from 'zod';

/** Families whose files are saved through this API (more come with their issues). */
export const measurementFamilies = ['dosimeter-v1', 'dosimeter-v2'] as const;
export type MeasurementFamily = (typeof measurementFamilies)[number];

const clipping = z.object({
  startMs: z.number().finite(),
  endMs: z.number().finite(),
  kind: z.enum(['clip', 'pause']),
  observation: z.string().max(140).optional(),
});

/** What the viewer keeps with a measurement; the report form is validated by the reports package when used. */
export const measurementState = z
  .object({
    clippings: z.array(clipping).max(500).optional(),
    reportForm: z.record(z.string(), z.unknown()).optional(),
    preset: z.enum(['nr15', 'nho01', 'both']).optional(),
  })
  .refine((s) => JSON.stringify(s).length <= 256 * 1024, { message: 'errors:stateTooLarge' });

export type MeasurementState = z.infer<typeof measurementState>;

export const measurementView = z.object({
  id: z.uuid(),
  family: z.enum(measurementFamilies),
  fileName: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  size: z.number().int(),
  state: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const reportView = z.object({
  id: z.uuid(),
  title: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

export const listQuery = z.object({
  family: z.enum(measurementFamilies).optional(),
  search: z.string().max(140).optional(),
  sort: z
    .enum(['createdAt', '-createdAt', 'description', '-description', 'fileName', '-fileName'])
    .default('-createdAt'),
});

export const updateBody = z.object({
  description: z.string().trim().max(140).optional(),
  state: measurementState.optional(),
});

export const idParams = z.object({ id: z.uuid() });
export const reportParams = z.object({ id: z.uuid(), reportId: z.uuid() });
