import { z } from 'zod';

// A heat component (SPEC §3 "Component (vibration or thermal)", docs/web-heat.md): one thermal
// situation of the critical hour with the activity done in it — what one row of the situations and
// activities tables of a heat report needs. Temperatures are °C (shown in the user's unit).

/** Sensor range of the Itemp and of the heat samples CSV (°C). */
const temperature = z.number().min(-40).max(150);

export const heatComponentDataSchema = z
  .object({
    /** Minutes of the critical hour spent in this situation (1–60). */
    minutes: z.number().positive().max(60),
    /** Mean globe, natural wet bulb and dry bulb of the period (°C); or `ibutg` typed in. */
    tg: temperature.optional(),
    tbn: temperature.optional(),
    tbs: temperature.optional(),
    ibutg: temperature.optional(),
    /** Outdoors with direct sun: NHO-06 eq. 5.2 (needs tbs). */
    solarLoad: z.boolean().default(false),
    /** The activity's metabolic rate in the unit of the norm it was chosen for. */
    metabolicRate: z.number().positive().max(2000),
    metabolicUnit: z.enum(['kcal/h', 'W']),
    /** Key of the picked row in the norm's activity table (`heatActivityRow` of @ohp/exposure), when picked. */
    activity: z.string().max(80).optional(),
    /** The period of the record it was cut from: epoch ms (absolute record) or ms from its start. */
    period: z
      .object({
        startMs: z.number(),
        endMs: z.number(),
        timeBase: z.enum(['absolute', 'relative']),
      })
      .refine((p) => p.endMs > p.startMs, { message: 'heat:component.periodEmpty' })
      .optional(),
  })
  .refine((d) => d.ibutg !== undefined || (d.tg !== undefined && d.tbn !== undefined), {
    message: 'heat:component.temperaturesMissing',
  })
  .refine((d) => !d.solarLoad || d.tbs !== undefined || d.ibutg !== undefined, {
    message: 'heat:input.solarLoadNeedsTbs',
  });

export type HeatComponentData = z.infer<typeof heatComponentDataSchema>;
export type HeatComponentDataInput = z.input<typeof heatComponentDataSchema>;
