// Band column names of the samples CSV and their nominal centre frequencies (IEC 61260-1 nominal values).
import type { BandKind } from './types.ts';

export interface BandDefinition {
  readonly kind: BandKind;
  readonly name: string;
  readonly centreHz: number;
}

const label = (hz: number): string => (hz >= 1000 ? `${hz / 1000}k` : String(hz));

const OCTAVE_HZ = [16, 31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;
const THIRD_HZ = [
  12.5, 16, 20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600,
  2000, 2500, 3150, 4000, 5000, 6300, 8000, 10000, 12500, 16000, 20000,
] as const;

/** oct_16 … oct_16k (11 bands). */
export const OCTAVE_BANDS: readonly BandDefinition[] = OCTAVE_HZ.map((hz) => ({
  kind: 'octave',
  name: `oct_${label(hz)}`,
  centreHz: hz,
}));

/** third_12.5 … third_20k (33 bands). */
export const THIRD_OCTAVE_BANDS: readonly BandDefinition[] = THIRD_HZ.map((hz) => ({
  kind: 'third',
  name: `third_${label(hz)}`,
  centreHz: hz,
}));

const byName = new Map<string, BandDefinition>(
  [...OCTAVE_BANDS, ...THIRD_OCTAVE_BANDS].map((b) => [b.name.toLowerCase(), b]),
);

/** The band a column name denotes (case-insensitive), or undefined. */
export function bandByName(name: string): BandDefinition | undefined {
  return byName.get(name.toLowerCase());
}
