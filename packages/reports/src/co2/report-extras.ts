import { z } from 'zod';

/**
 * What a CO2 report may carry beyond SPEC §3's payload (`@ohp/contracts` co2pro.ts): the
 * instrument's calibration certificate. Also read from `ohp report co2 --meta`.
 */
export const co2ReportExtrasSchema = z.object({
  certificate: z
    .object({
      laboratory: z.string().trim().max(140, { message: 'errors:maxLength|140' }),
      number: z.string().trim().max(40, { message: 'errors:maxLength|40' }),
      date: z.iso.date({ message: 'errors:invalidDate' }).optional(),
      nextDate: z.iso.date({ message: 'errors:invalidDate' }).optional(),
    })
    .optional(),
  /** The evaluator's professional registration, printed in the signature block. */
  evaluatorRegistration: z.string().trim().max(40, { message: 'errors:maxLength|40' }).optional(),
  /** The evaluator's technical considerations: free text, at most 30 lines. */
  technicalConsiderations: z
    .string()
    .max(4000, { message: 'errors:maxLength|4000' })
    .refine((v) => v.split(/\r?\n/).length <= 30, { message: 'reports:form.annotationLines' })
    .optional(),
});
export type Co2ReportExtras = z.infer<typeof co2ReportExtrasSchema>;

/** A `yyyy-mm-dd` date at local midnight (dates print as the evaluator wrote them). */
export function localDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
}
