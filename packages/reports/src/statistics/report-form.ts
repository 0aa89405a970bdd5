// The optional details of a GHE statistics report given outside the values themselves (the CLI's
// `--meta` JSON; the GHE screen fills the same fields from its tables).
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

export const statisticsReportFormSchema = z.object({
  group: z
    .object({
      name: text(200).min(1),
      description: text(2000).optional(),
      company: text(200).optional(),
      sector: text(200).optional(),
    })
    .optional(),
  workers: z.array(text(200)).max(1000).optional(),
  agent: z.object({ name: text(200).min(1), unit: text(40).optional() }).optional(),
  /** One entry per value, in the order of the values. */
  measurements: z
    .array(
      z.object({ worker: text(200).optional(), date: text(40).optional(), source: text(300).optional() }),
    )
    .optional(),
  /** Measurements left out of the statistics, each with the reason recorded for it. */
  excluded: z
    .array(
      z.object({
        value: z.number().finite(),
        worker: text(200).optional(),
        date: text(40).optional(),
        source: text(300).optional(),
        reason: text(300).min(1),
      }),
    )
    .optional(),
  evaluator: z.object({ name: text(200).optional(), registration: text(100).optional() }).optional(),
  logo: z.string().optional(),
});

export type StatisticsReportForm = z.infer<typeof statisticsReportFormSchema>;
