// Band spectrum: per band, the energy average 10·log10((1/N)·Σ 10^(Li/10)) over the chosen intervals.
import type { EpochMs } from '../units/index.ts';
import { assertValidSeries } from './compute.ts';
import { CLIPPED, exclusionMask, PAUSED } from './exclusion.ts';
import { ENERGY_TABLE, tenthsIndex } from './level-tables.ts';
import type { BandKind, NoiseSeries } from './types.ts';

export interface BandSpectrum {
  readonly kind: BandKind;
  readonly names: readonly string[];
  readonly centresHz: readonly number[];
  /** Energy-average level per band, dB; NaN when the band has no data in the range. */
  readonly levels: Float64Array;
}

export interface TimeRange {
  readonly startMs: EpochMs;
  readonly endMs: EpochMs;
}

/**
 * Overall spectrum (no range) or the spectrum of a period: intervals whose midpoint lies in
 * [startMs, endMs). Clipped and paused intervals, and intervals without LAeq, are left out.
 */
export function bandSpectrum(series: NoiseSeries, kind: BandKind, range?: TimeRange): BandSpectrum | null {
  assertValidSeries(series);
  const bands = kind === 'octave' ? series.octaves : series.thirds;
  if (!bands) return null;
  const mask = exclusionMask(series);
  const n = series.laeq.length;
  const dtMs = series.intervalS * 1000;
  let from = 0;
  let to = n;
  if (range) {
    from = Math.max(0, Math.ceil((range.startMs - series.startMs) / dtMs - 0.5));
    to = Math.min(n, Math.ceil((range.endMs - series.startMs) / dtMs - 0.5));
  }
  const levels = new Float64Array(bands.levels.length);
  for (let b = 0; b < bands.levels.length; b++) {
    const band = bands.levels[b] as Float64Array;
    let sum = 0;
    let count = 0;
    for (let i = from; i < to; i++) {
      if (mask[i] === CLIPPED || mask[i] === PAUSED || Number.isNaN(series.laeq[i] as number)) continue;
      const l = band[i] as number;
      if (Number.isNaN(l)) continue;
      const k = tenthsIndex(l);
      sum += k >= 0 ? (ENERGY_TABLE[k] as number) : 10 ** (l / 10);
      count++;
    }
    levels[b] = count > 0 ? 10 * Math.log10(sum / count) : Number.NaN;
  }
  return { kind, names: bands.names, centresHz: bands.centresHz, levels };
}
