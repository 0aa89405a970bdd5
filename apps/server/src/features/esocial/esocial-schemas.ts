import { z } from 'zod';

export const workerInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  cpf: z.string().min(11).max(14),
  registration: z.string().max(30).nullish(),
  categoryCode: z.string().max(3).nullish(),
  active: z.boolean().optional(),
});
export type WorkerInput = z.infer<typeof workerInputSchema>;

const conditions = z.object({
  medProtecao: z.boolean(),
  condFuncto: z.boolean(),
  usoInint: z.boolean(),
  przValid: z.boolean(),
  periodicTroca: z.boolean(),
  higienizacao: z.boolean(),
});

export const gheInputSchema = z.object({
  code: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(200),
  sector: z.string().trim().min(1).max(100),
  activities: z.string().trim().min(1).max(999),
  localAmb: z.union([z.literal(1), z.literal(2)]),
  establishmentCnpj: z.string().min(14).max(18),
  epc: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  epcEffective: z.boolean().nullable().default(null),
  epi: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  epis: z
    .array(z.object({ ca: z.string().trim().min(1).max(255), effective: z.boolean() }))
    .max(50)
    .default([]),
  epiConditions: conditions.nullable().default(null),
});
export type GheInput = z.infer<typeof gheInputSchema>;

export const membershipInputSchema = z.object({
  workerId: z.uuid(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
});

export const membershipDatesSchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
});

const agentCodes = ['02.01.001', '02.01.002', '02.01.003', '02.01.004', '02.01.014'] as const;

export const agentCodeParams = z.object({ id: z.uuid(), code: z.enum(agentCodes) });

export const gheMeasurementInputSchema = z.object({
  measurementId: z.uuid(),
  metabolicRate: z.number().positive().max(2000).nullish(),
});

export const choiceInputSchema = z.object({
  code: z.enum(agentCodes),
  measurementId: z.uuid(),
});

export const responsibleInputSchema = z.object({
  cpf: z.string().min(11).max(14),
  council: z.union([z.literal(1), z.literal(4), z.literal(9)]),
  councilDescription: z.string().max(20).nullish(),
  councilNumber: z.string().trim().min(1).max(14),
  uf: z.string().length(2),
});
export type ResponsibleInput = z.infer<typeof responsibleInputSchema>;

export const exportQuerySchema = z.object({
  environment: z.enum(['production', 'restricted']).default('production'),
  receipt: z.string().max(23).optional(),
});

export const idParams = z.object({ id: z.uuid() });
export const measurementOptionsQuerySchema = z.object({ search: z.string().max(200).optional() });
export const companyParams = z.object({ companyId: z.uuid() });
