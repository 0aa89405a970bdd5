import { z } from 'zod';
import { calibrationCertificateSchema, reportContextSchema } from '../document/identification.ts';

/**
 * What the evaluator fills in for a vibration report: evaluee and context, the calibration
 * certificate and the accelerometer, component names. Also the JSON of `ohp report vibration --meta`.
 */
export const vibrationReportFormSchema = z.object({
  context: reportContextSchema.default({}),
  certificate: calibrationCertificateSchema.optional(),
  accelerometer: z
    .object({ model: z.string().trim().max(140), serialNumber: z.string().trim().max(40) })
    .optional(),
  /** Names of the components, in order (SPEC §3 component description). */
  componentNames: z.array(z.string().trim().max(140)).max(1000).optional(),
});

export type VibrationReportForm = z.infer<typeof vibrationReportFormSchema>;
