import { type HeatComponentData, heatComponentDataSchema } from '@ohp/contracts';
import type { HeatNorm } from '@ohp/exposure';
import { fromDisplay, toDisplay } from './chart-data';
import { metabolicUnitOf } from './report-state';

// A heat component typed in on /device/components/itemp (not cut from a record): tg, tbn and tbs,
// or an IBUTG measured elsewhere, the time in the hour and the activity. Temperatures are typed in
// the user's unit and kept in °C; every problem is a translation key on its field.

export interface TypedComponentFields {
  description: string;
  kind: 'temperatures' | 'ibutg';
  tg: number | null;
  tbn: number | null;
  tbs: number | null;
  ibutg: number | null;
  solarLoad: boolean;
  minutes: number | null;
  norm: HeatNorm;
  activity: string | null;
  metabolicRate: number | null;
}

export type TypedField = 'description' | 'tg' | 'tbn' | 'tbs' | 'ibutg' | 'minutes' | 'metabolicRate';
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type TypedComponentResult =
  | { ok: true; description: string; data: HeatComponentData }
  | { ok: false; errors: Partial<Record<TypedField, FieldError>> };

/** Sensor range of the Itemp and of the heat CSV, °C (the contract's `temperature`). */
const SENSOR_MIN_C = -40;
const SENSOR_MAX_C = 150;

const round2 = (v: number) => Math.round(v * 100) / 100;

export function typedComponent(f: TypedComponentFields, unit: 'C' | 'F'): TypedComponentResult {
  const errors: Partial<Record<TypedField, FieldError>> = {};
  const toC = fromDisplay(unit);
  const shown = (c: number) => Math.round(toDisplay(unit)(c));
  const range = { key: 'errors:range', values: { min: shown(SENSOR_MIN_C), max: shown(SENSOR_MAX_C) } };
  const temperature = (field: TypedField, value: number | null, required: boolean): number | undefined => {
    if (value === null) {
      if (required) errors[field] = { key: 'errors:required' };
      return undefined;
    }
    const c = toC(value);
    // A hair of tolerance: 302 °F is 150 °C exactly, but not always in floating point.
    if (!Number.isFinite(c) || c < SENSOR_MIN_C - 1e-9 || c > SENSOR_MAX_C + 1e-9) {
      errors[field] = range;
      return undefined;
    }
    return round2(c);
  };

  const description = f.description.trim();
  if (description === '') errors.description = { key: 'heat:component.nameRequired' };
  else if (description.length > 140) errors.description = { key: 'errors:maxLength', values: { max: 140 } };

  if (f.minutes === null) errors.minutes = { key: 'errors:required' };
  else if (!(f.minutes > 0 && f.minutes <= 60))
    errors.minutes = { key: 'errors:range', values: { min: 1, max: 60 } };

  if (f.metabolicRate === null) errors.metabolicRate = { key: 'heat:component.rateRequired' };
  else if (!(f.metabolicRate > 0 && f.metabolicRate <= 2000))
    errors.metabolicRate = { key: 'errors:range', values: { min: 1, max: 2000 } };

  let temperatures: Pick<HeatComponentData, 'tg' | 'tbn' | 'tbs' | 'ibutg'> = {};
  if (f.kind === 'ibutg') {
    const ibutg = temperature('ibutg', f.ibutg, true);
    if (ibutg !== undefined) temperatures = { ibutg };
  } else {
    const tg = temperature('tg', f.tg, true);
    const tbn = temperature('tbn', f.tbn, true);
    // The dry bulb is optional, but NHO-06 eq. 5.2 (direct sun) needs it.
    const tbs = temperature('tbs', f.tbs, f.solarLoad);
    if (f.solarLoad && f.tbs === null) errors.tbs = { key: 'heat:typed.solarNeedsTbs' };
    // A natural wet bulb above the dry bulb is physically impossible (a wrong sensor or a typo).
    if (tbn !== undefined && tbs !== undefined && tbn > tbs) errors.tbn = { key: 'heat:typed.wetAboveDry' };
    temperatures = {
      ...(tg !== undefined ? { tg } : {}),
      ...(tbn !== undefined ? { tbn } : {}),
      ...(tbs !== undefined ? { tbs } : {}),
    };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The contract the server checks too: the last word on what is saved.
  const parsed = heatComponentDataSchema.safeParse({
    minutes: f.minutes,
    ...temperatures,
    solarLoad: f.kind === 'temperatures' && f.solarLoad,
    metabolicRate: f.metabolicRate,
    metabolicUnit: metabolicUnitOf(f.norm),
    ...(f.activity ? { activity: f.activity } : {}),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return {
      ok: false,
      errors: { description: { key: message.includes(':') ? message : 'errors:invalidValue' } },
    };
  }
  return { ok: true, description, data: parsed.data };
}
