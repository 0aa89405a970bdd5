import { z } from 'zod';

// A vibration component (SPEC §3 "Component (vibration or thermal)"): one exposure situation of a
// workday — cut from a period of an AxPro record or typed in — that the report screen combines.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'vibration:component.errors.time');
const duration = z.string().regex(/^\d{1,2}:[0-5]\d(:[0-5]\d)?$/, 'vibration:component.errors.duration');
/** Weighted r.m.s. acceleration of one axis, m/s² (docs/protocol.md §7.4 range). */
const acceleration = z.number().min(0).max(1000);
/** VDV of one axis, m/s^1.75, of the sample the component was measured over. */
const vdv = z.number().min(0).max(10000);

export const vibrationEvaluationTypes = ['none', 'handArm', 'wholeBody', 'analog'] as const;
export const vibrationFilters = ['none', 'wh', 'wk', 'wd'] as const;

export const vibrationComponentDataSchema = z
  .object({
    /** Day of the measurement, yyyy-MM-dd. */
    date: z.iso.date(),
    /** Measurement start and end, HH:mm[:ss] (device local time). */
    startTime: time,
    endTime: time,
    /** Daily exposure to this situation, HH:mm (SPEC §5: at most 10:00 for AxPro). */
    exposureTime: duration,
    /** How many times the situation repeats in the workday (NHO-09/NHO-10 §5 ni). */
    samples: z.number().int().min(1).max(1000),
    /** Weighted r.m.s. per axis before the norm's axis factors, m/s² (amj). */
    axes: z.object({ x: acceleration, y: acceleration, z: acceleration }),
    /** Frequency weighting per axis (ISO 5349-1 Wh; ISO 2631-1 Wd on x, y and Wk on z). */
    filters: z.object({
      x: z.enum(vibrationFilters),
      y: z.enum(vibrationFilters),
      z: z.enum(vibrationFilters),
    }),
    /** SPEC §3/§5 multiplicative factor, 0–200. */
    factor: z.number().min(0).max(200),
    evaluationType: z.enum(vibrationEvaluationTypes),
    /** VDV per axis over the measurement, where the record carried fourth-power sums. */
    vdv: z.object({ x: vdv, y: vdv, z: vdv }).nullable().optional(),
    /** Peak / r.m.s., where known (ISO 2631-1 §6.2.1: above 9 the VDV governs). */
    crestFactor: z.number().min(0).max(1000).nullable().optional(),
  })
  .superRefine((d, ctx) => {
    const [h, m] = d.exposureTime.split(':').map(Number) as [number, number];
    if (h * 60 + m > 600 || h * 60 + m <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['exposureTime'],
        message: 'vibration:component.errors.exposureTime',
      });
  });
export type VibrationComponentData = z.infer<typeof vibrationComponentDataSchema>;
