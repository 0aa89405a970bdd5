import { z } from 'zod';

/** Messages are translation keys; the caller translates them (web form, CLI, server). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `errors:maxLength|${max}` })
    .optional();
const decibels = z
  .number()
  .min(0, { message: 'errors:range|0|150' })
  .max(150, { message: 'errors:range|0|150' });

export const annotationMaxLines = 30;
/** Free text of at most 30 lines (the annotation, the technical considerations). */
export const lines30 = z
  .string()
  .max(4000, { message: 'errors:maxLength|4000' })
  .refine((v) => v.split(/\r?\n/).length <= annotationMaxLines, {
    message: 'reports:form.annotationLines',
  })
  .optional();

/**
 * What the evaluator fills in for a noise report (SPEC §3 "Dosimetry record and report"):
 * evaluee and context, hearing protector, field calibration. Also the JSON of `ohp report noise --meta`.
 */
export const noiseReportFormSchema = z.object({
  context: z
    .object({
      employee: text(140),
      company: text(140),
      sector: text(140),
      functionGhe: text(140),
      workdayMinutes: z
        .number()
        .int()
        .min(1, { message: 'errors:range|1|1440' })
        .max(1440, { message: 'errors:range|1|1440' })
        .optional(),
      assessmentDate: z.iso.date({ message: 'errors:invalidDate' }).optional(),
      evaluatorName: text(140),
      evaluatorCompany: text(140),
      evaluatorRegistration: text(40),
      annotation: lines30,
      microphonePosition: text(140),
      technicalConsiderations: lines30,
    })
    .default({}),
  protector: z
    .object({
      manufacturer: text(140),
      model: text(140),
      ca: text(30),
      type: z.enum(['shell', 'molded', 'pre_molded']).optional(),
      nrrsf: z.number().min(0, { message: 'errors:range|0|60' }).max(60, { message: 'errors:range|0|60' }),
    })
    .optional(),
  calibration: z
    .object({
      preDb: decibels.optional(),
      postDb: decibels.optional(),
      fieldCheck1kHz: text(140),
      calibrator: z.object({ model: text(140), serialNumber: text(60) }).optional(),
    })
    .optional(),
  /** ISO 9612 uncertainty inputs: the dosimeter's class and the L_EX,8h of the same GHE's measurements. */
  uncertainty: z
    .object({
      instrumentClass: z.union([z.literal(1), z.literal(2)], { message: 'errors:invalidValue' }).optional(),
      gheLevelsDb: z.array(decibels).max(100, { message: 'errors:maxLength|100' }).optional(),
    })
    .optional(),
  certificate: z
    .object({
      laboratory: z.string().trim().max(140),
      number: z.string().trim().max(40),
      date: z.iso.date().optional(),
      nextDate: z.iso.date().optional(),
    })
    .optional(),
});

export type NoiseReportForm = z.infer<typeof noiseReportFormSchema>;

/** Splits a message such as 'errors:range|0|150' into its key and values. */
export function formMessage(message: string): { key: string; values: Record<string, string> } {
  const [key = message, a, b] = message.split('|');
  if (key === 'errors:maxLength') return { key, values: { max: a ?? '' } };
  if (key === 'errors:range') return { key, values: { min: a ?? '', max: b ?? '' } };
  return { key, values: {} };
}
