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
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `errors:maxLength|${max}` })
    .optional();

export const vibrationReportFormSchema = z.object({
  context: reportContextSchema
    .extend({
      /** The tool, vehicle or seat measured. */
      toolOrSeat: text(140),
      /** How the accelerometer was fixed (adaptor, seat pad, stud, clamp). */
      accelerometerMounting: text(140),
    })
    .default({}),
  certificate: certificateSchema.optional(),
  accelerometer: accelerometerSchema.optional(),
  /** Names of the components, in order (SPEC §3 component description). */
  componentNames: z.array(z.string().trim().max(140)).max(1000).optional(),
  /** ISO 5349-2 Annex E inputs: the aren of repeated measurements of the same exposure. */
  uncertainty: z
    .object({
      repeatedAren: z
        .array(
          z.number().min(0, { message: 'errors:range|0|1000' }).max(1000, { message: 'errors:range|0|1000' }),
        )
        .max(100, { message: 'errors:maxLength|100' })
        .optional(),
    })
    .optional(),
});

export type VibrationReportForm = z.infer<typeof vibrationReportFormSchema>;
