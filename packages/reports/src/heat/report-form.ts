import { z } from 'zod';

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
        .refine((v) => v.split(/\r?\n/).length <= 30, { message: 'reports:form.annotationLines' })
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
