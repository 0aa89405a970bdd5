import { dB, type Minutes } from '../units/index.ts';
import type { NoiseCriteria } from './types.ts';

export type NoisePresetName = 'nr15' | 'nho01';

// NR-15 Anexo 1: 85 dB(A) for 8 h, q = 5 (85 → 8 h, 90 → 4 h); threshold 80 dB(A) as dosimeters are set for NR-15.
export const NR15_PRESET: NoiseCriteria = Object.freeze({
  criterionLevel: dB(85),
  exchangeRate: dB(5),
  threshold: dB(80),
});

// NHO-01 (Fundacentro, 2001) §5.1.1: critério de referência 85 dB(A), q = 3, nível limiar de integração 80 dB(A).
export const NHO01_PRESET: NoiseCriteria = Object.freeze({
  criterionLevel: dB(85),
  exchangeRate: dB(3),
  threshold: dB(80),
});

export const NOISE_PRESETS: Readonly<Record<NoisePresetName, NoiseCriteria>> = Object.freeze({
  nr15: NR15_PRESET,
  nho01: NHO01_PRESET,
});

export interface NoiseCriteriaOverrides {
  readonly criterionLevel?: number | undefined;
  readonly exchangeRate?: number | undefined;
  readonly threshold?: number | undefined;
  readonly workdayMin?: number | undefined;
}

/** A preset with the device configuration (or the user) overriding any field. */
export function resolveCriteria(
  preset: NoisePresetName,
  overrides: NoiseCriteriaOverrides = {},
): NoiseCriteria {
  const base = NOISE_PRESETS[preset];
  const out: NoiseCriteria = {
    criterionLevel: dB(overrides.criterionLevel ?? base.criterionLevel),
    exchangeRate: dB(overrides.exchangeRate ?? base.exchangeRate),
    threshold: dB(overrides.threshold ?? base.threshold),
  };
  return overrides.workdayMin === undefined ? out : { ...out, workdayMin: overrides.workdayMin as Minutes };
}

/** Throws a RangeError naming the bad field; criteria come from code or validated config. */
export function assertValidCriteria(c: NoiseCriteria): void {
  const bad = (name: string) => new RangeError(`Invalid noise criteria: ${name}`);
  if (!Number.isFinite(c.criterionLevel)) throw bad('criterionLevel');
  if (!(c.exchangeRate > 0) || !Number.isFinite(c.exchangeRate)) throw bad('exchangeRate');
  if (!Number.isFinite(c.threshold)) throw bad('threshold');
  if (c.workdayMin !== undefined && !(c.workdayMin > 0 && Number.isFinite(c.workdayMin)))
    throw bad('workdayMin');
}
