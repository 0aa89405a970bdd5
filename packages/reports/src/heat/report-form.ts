import { z } from 'zod';
import {
  calibrationCertificateSchema,
  instrumentIdentitySchema,
  reportContextSchema,
} from '../document/identification.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `errors:maxLength|${max}` })
    .optional();

/**
 * What the evaluator fills in for a heat report (identification, calibration certificate, clothing
 * chosen): the JSON of `ohp report heat --meta`. Messages are translation keys.
 */
export const heatReportFormSchema = z.object({
  context: reportContextSchema.extend({ measurementHeight: text(140) }).default({}),
  /** The instrument when the report has no record (situations or components entered). */
  instrument: instrumentIdentitySchema.optional(),
  certificate: calibrationCertificateSchema.optional(),
  clothing: z
    .enum([
      'workUniform',
      'clothCoveralls',
      'smsPolypropylene',
      'polyolefin',
      'doubleLayer',
      'vapourApron',
      'vapourCoveralls',
      'vapourCoverallsOverUniform',
    ])
    .optional(),
});

export type HeatReportForm = z.infer<typeof heatReportFormSchema>;
