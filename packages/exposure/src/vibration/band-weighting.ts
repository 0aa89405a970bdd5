// Weighted r.m.s. from band spectra, for instruments (and the proposed AxPro record, see
// docs/vibration-calculations.md) that give band values instead of the weighted time signal.
import { weightingMagnitude, type WeightingName } from './weightings.ts';

// ISO 2631-1 (weighted r.m.s. from one-third-octave band values) / ISO 5349-1 Annex A: aw = [Σi (Wi·ai)²]^½ over the one-third-octave (or octave) bands.
export function weightedFromBands(
  centres: number[],
  bandRms: ArrayLike<number>,
  weighting: WeightingName,
): number {
  let sum = 0;
  centres.forEach((f, i) => {
    sum += (weightingMagnitude(weighting, f) * (bandRms[i] as number)) ** 2;
  });
  return Math.sqrt(sum);
}

/** The band spectrum with each band multiplied by its weighting factor Wi (for charts of weighted spectra). */
export function weightBands(
  centres: number[],
  bandRms: ArrayLike<number>,
  weighting: WeightingName,
): number[] {
  return centres.map((f, i) => weightingMagnitude(weighting, f) * (bandRms[i] as number));
}
