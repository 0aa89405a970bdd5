import { z } from 'zod';

/** Messages are translation keys; the caller translates them (web form, CLI, server). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `errors:maxLength|${max}` })
    .optional();

/**
 * What the evaluator fills in for a vibration report: evaluee and context, the calibration
 * certificate and the accelerometer, component names. Also the JSON of `ohp report vibration --meta`.
 */
export const vibrationReportFormSchema = z.object({
  context: z
    .object({
      employee: text(140),
      company: text(140),
      sector: text(140),
      functionGhe: text(140),
      assessmentDate: z.iso.date({ message: 'errors:invalidDate' }).optional(),
      evaluatorName: text(140),
      evaluatorCompany: text(140),
      evaluatorRegistration: text(40),
      annotation: z
        .string()
        .max(4000, { message: 'errors:maxLength|4000' })
        .refine((v) => v.split(/\r?\n/).length <= 30, { message: 'vibration:form.annotationLines' })
        .optional(),
    })
    .default({}),
  certificate: z
    .object({
      laboratory: z.string().trim().max(140),
      number: z.string().trim().max(40),
      date: z.iso.date().optional(),
      nextDate: z.iso.date().optional(),
    })
    .optional(),
  accelerometer: z
    .object({ model: z.string().trim().max(140), serialNumber: z.string().trim().max(40) })
    .optional(),
  /** Names of the components, in order (SPEC §3 component description). */
  componentNames: z.array(z.string().trim().max(140)).max(1000).optional(),
});

export type VibrationReportForm = z.infer<typeof vibrationReportFormSchema>;
