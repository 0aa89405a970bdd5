import { heatComponentDataSchema, type MeasurementState } from '@ohp/contracts';
import { heatActivityRow } from '@ohp/exposure';
import { z } from 'zod';
import { type HeatReportOptions, initialHeatOptions } from './report-state';

// The heat screen's part of a saved measurement's state (docs/web-heat.md): `heatMode` at the top
// (the lists /measurements-list/itemp and /itemp-simple are split by it) and `heat` with the report
// options, the components and the report form. Anything that no longer validates is dropped.

const optionsSchema = z.object({
  norm: z.enum(['nr15-1978', 'nr15-2019']),
  rest: z.enum(['local', 'elsewhere']),
  workload: z.enum(['auto', 'light', 'moderate', 'heavy']),
  hood: z.boolean(),
  solarLoad: z.boolean(),
  openSky: z.boolean(),
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
    .nullable(),
  activity: z.string().max(80).nullable(),
  metabolicRate: z.number().positive().max(2000).nullable(),
  components: z
    .array(
      z.object({
        key: z.string().max(80),
        description: z.string().max(140),
        savedId: z.string().max(80).optional(),
        data: heatComponentDataSchema,
      }),
    )
    .max(60),
});

export const heatModes = ['normal', 'component'] as const;

export interface HeatSavedState {
  options: HeatReportOptions;
  reportForm: unknown;
}

export function readSavedHeatState(state: unknown): HeatSavedState {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const heat = (typeof s.heat === 'object' && s.heat !== null ? s.heat : {}) as Record<string, unknown>;
  const parsed = optionsSchema.partial().safeParse(heat.options ?? {});
  const mode = s.heatMode === 'component' || s.heatMode === 'normal' ? s.heatMode : null;
  const options: HeatReportOptions = { ...initialHeatOptions, ...(parsed.success ? parsed.data : {}), mode };
  // A key the norm's table no longer holds (the ISO 8996 classes offered before Quadro 2 of the 2019
  // text) is dropped and its rate kept: the measurement opens with M as if typed (docs/web-heat.md).
  if (options.activity !== null && !heatActivityRow(options.norm, options.activity)) options.activity = null;
  return { options, reportForm: heat.reportForm };
}

export function heatStateToSave(options: HeatReportOptions, reportForm: unknown): MeasurementState {
  const { mode, ...rest } = options;
  return { heatMode: mode ?? 'normal', heat: { options: rest, reportForm } };
}

export { heatModeOf } from './heat-mode';
