import { dosimeterCriteriaOverrides, type DosimeterRecord } from '@ohp/devices';
import { type NoiseCriteria, type NoisePresetName, resolveCriteria } from '@ohp/exposure';
import type { NormChoice } from './saved-state';

// Which criteria each norm is computed with. The dosimeter's own configuration (criterion,
// exchange rate, threshold) is used by default for the norm whose exchange rate it matches
// (q = 5 → NR-15, q = 3 → NHO-01); the other norm, or every norm when the user turns the device
// configuration off, uses its preset. A device set to q = 5 never turns NHO-01 into a q = 5 figure.

export const presetExchangeRate: Record<NoisePresetName, number> = { nr15: 5, nho01: 3 };

export function normsOf(choice: NormChoice): NoisePresetName[] {
  return choice === 'both' ? ['nr15', 'nho01'] : [choice];
}

/** The norm the device was set for, from its exchange rate; undefined when it matches neither. */
export function deviceNorm(record: DosimeterRecord | undefined): NoisePresetName | undefined {
  const q = record?.configuration.exchangeRate;
  if (q === 5) return 'nr15';
  if (q === 3) return 'nho01';
  return undefined;
}

/** Default norm choice of a record: the one its configuration matches, else both. */
export function defaultNormChoice(record: DosimeterRecord | undefined): NormChoice {
  return deviceNorm(record) ?? 'both';
}

export function criteriaFor(
  norm: NoisePresetName,
  record: DosimeterRecord | undefined,
  useDevice: boolean,
  workdayMin: number | undefined,
): { criteria: NoiseCriteria; fromDevice: boolean } {
  const fromDevice = useDevice && record !== undefined && deviceNorm(record) === norm;
  const overrides = fromDevice && record ? dosimeterCriteriaOverrides(record) : {};
  return { criteria: resolveCriteria(norm, { ...overrides, workdayMin }), fromDevice };
}
