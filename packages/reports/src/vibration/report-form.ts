import { z } from 'zod';
import { calibrationCertificateSchema, reportContextSchema } from '../document/identification.ts';

/**
 * The certificate as a vibration report takes it: a number when there is one at all (the PDF line
 * starts with it), and the next calibration after the calibration (ISO days compare as text).
 */
const certificateSchema = calibrationCertificateSchema
  .refine((c) => c.number !== '', { message: 'errors:required', path: ['number'] })
  .refine((c) => !c.date || !c.nextDate || c.nextDate > c.date, {
    message: 'vibration:web.report.certificate.nextBeforeDate',
    path: ['nextDate'],
  });

/** The accelerometer the AxPro measured with (ISO 8041 chain: instrument + transducer). */
const accelerometerSchema = z.object({
  model: z
    .string()
    .trim()
    .min(1, { message: 'errors:required' })
    .max(140, { message: 'errors:maxLength|140' }),
  serialNumber: z.string().trim().max(40, { message: 'errors:maxLength|40' }),
});

/**
 * What the evaluator fills in for a vibration report: evaluee and context, the calibration
 * certificate and the accelerometer, component names. Also the JSON of `ohp report vibration --meta`.
 */
export const vibrationReportFormSchema = z.object({
  context: reportContextSchema.default({}),
  certificate: certificateSchema.optional(),
  accelerometer: accelerometerSchema.optional(),
  /** Names of the components, in order (SPEC §3 component description). */
  componentNames: z.array(z.string().trim().max(140)).max(1000).optional(),
});

export type VibrationReportForm = z.infer<typeof vibrationReportFormSchema>;
