// Device summary vs recomputed values: levels differ when |Δ| > 0.1 dB; doses when
// |Δ| > max(0.5 percentage points, 0.5 % of the device value); counts when they differ at all.
import type { NoiseExposureResult } from './types.ts';

export const LEVEL_TOLERANCE_DB = 0.1;
export const DOSE_TOLERANCE_ABS_PCT = 0.5;
export const DOSE_TOLERANCE_REL = 0.005;
const EPS = 1e-9;

/** The summary a device stores with its record; every field optional. */
export interface DeviceNoiseSummary {
  readonly durationMin?: number;
  readonly dosePct?: number;
  readonly projectedDosePct?: number;
  readonly lavg?: number;
  readonly laeq?: number;
  readonly ne?: number;
  readonly nen?: number;
  readonly twa?: number;
  readonly minLevel?: number;
  readonly maxLevel?: number;
  readonly peaksAbove115?: number;
}

export type ComparedField = keyof DeviceNoiseSummary;
export type ComparedUnit = 'dB' | '%' | 'min' | 'count';

export interface FieldComparison {
  readonly field: ComparedField;
  readonly unit: ComparedUnit;
  readonly device: number;
  readonly computed: number | null;
  /** computed − device; null when the computed value is undefined. */
  readonly difference: number | null;
  readonly tolerance: number;
  readonly flagged: boolean;
}

const UNITS: Readonly<Record<ComparedField, ComparedUnit>> = {
  durationMin: 'min',
  dosePct: '%',
  projectedDosePct: '%',
  lavg: 'dB',
  laeq: 'dB',
  ne: 'dB',
  nen: 'dB',
  twa: 'dB',
  minLevel: 'dB',
  maxLevel: 'dB',
  peaksAbove115: 'count',
};

function tolerance(unit: ComparedUnit, device: number, intervalMin: number): number {
  if (unit === 'dB') return LEVEL_TOLERANCE_DB;
  if (unit === '%') return Math.max(DOSE_TOLERANCE_ABS_PCT, DOSE_TOLERANCE_REL * Math.abs(device));
  if (unit === 'min') return intervalMin;
  return 0;
}

/**
 * Compares each field the device reported with the recomputed one. Durations may differ by one
 * logging interval. A field the device reported but we cannot compute (e.g. Lavg with dose 0) is
 * flagged, except a level the device reports as 0 dB: dosimeters print 0.0 for "no level above the
 * threshold", which is what our undefined says too.
 */
export function compareWithDevice(
  device: DeviceNoiseSummary,
  computed: NoiseExposureResult,
  intervalMin: number,
): FieldComparison[] {
  const out: FieldComparison[] = [];
  for (const field of Object.keys(UNITS) as ComparedField[]) {
    const d = device[field];
    if (d === undefined || !Number.isFinite(d)) continue;
    const unit = UNITS[field];
    const c = computed[field];
    const tol = tolerance(unit, d, intervalMin);
    const difference = c === null ? null : c - d;
    const bothUndefined = c === null && unit === 'dB' && d === 0;
    const flagged = !bothUndefined && (difference === null || Math.abs(difference) > tol + EPS);
    out.push({ field, unit, device: d, computed: c, difference, tolerance: tol, flagged });
  }
  return out;
}
