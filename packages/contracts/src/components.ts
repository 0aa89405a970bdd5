import { z } from 'zod';
import { heatComponentDataSchema } from './heat-component.ts';
import { vibrationComponentDataSchema } from './vibration-component.ts';

/**
 * A component (SPEC §3, "Component (vibration or thermal)"): one exposure situation a report
 * combines with others — cut from a period of a record or typed in — saved to be reused. What it
 * holds depends on its domain (`data`, validated by the domain's schema below).
 */
export const componentDomains = ['heat', 'vibration'] as const;
export type ComponentDomain = (typeof componentDomains)[number];

/** The schema of `data` for each domain that has components. */
export const componentDataSchemas = {
  heat: heatComponentDataSchema,
  vibration: vibrationComponentDataSchema,
} as const satisfies Record<ComponentDomain, z.ZodType>;

export const componentSchema = z.object({
  id: z.uuid(),
  domain: z.enum(componentDomains),
  description: z.string(),
  /** The saved measurement it was cut from, when it was. */
  measurementId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Component = z.infer<typeof componentSchema>;

/** POST /api/components; `data` is checked against `componentDataSchemas[domain]` by the server. */
export const componentCreateSchema = z.object({
  domain: z.enum(componentDomains),
  description: z.string().trim().min(1).max(140),
  measurementId: z.uuid().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type ComponentCreate = z.input<typeof componentCreateSchema>;

/** PATCH /api/components/{id}. */
export const componentUpdateSchema = z.object({
  description: z.string().trim().min(1).max(140).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ComponentUpdate = z.input<typeof componentUpdateSchema>;

/** GET /api/components. */
export const componentListQuerySchema = z.object({ domain: z.enum(componentDomains).optional() });

export const componentIdParamsSchema = z.object({ id: z.uuid() });
