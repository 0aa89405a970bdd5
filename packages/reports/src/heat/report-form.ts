import { z } from 'zod';
import { calibrationCertificateSchema, reportContextSchema } from '../document/identification.ts';

/**
 * What the evaluator fills in for a heat report (identification, calibration certificate, clothing
 * chosen): the JSON of `ohp report heat --meta`. Messages are translation keys.
 */
export const heatReportFormSchema = z.object({
  context: reportContextSchema.default({}),
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
