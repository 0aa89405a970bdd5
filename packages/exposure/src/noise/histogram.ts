import { assertValidSeries } from './compute.ts';
import { CLIPPED, exclusionMask, PAUSED } from './exclusion.ts';
import type { NoiseSeries } from './types.ts';

export interface LevelHistogram {
  /** Bin i covers [i, i + 1) dB(A); levels ≥ 150 go to the last bin and levels < 0 to bin 0. */
  readonly binWidthDb: 1;
  /** Seconds spent in each 1 dB bin, 151 bins (0 … 150 dB). */
  readonly seconds: Float64Array;
}

export const HISTOGRAM_BINS = 151;

/** Time per 1 dB level of LAeq, over included intervals with data (clipped and paused excluded). */
export function levelHistogram(series: NoiseSeries): LevelHistogram {
  assertValidSeries(series);
  const out = new Float64Array(HISTOGRAM_BINS);
  const mask = exclusionMask(series);
  const { laeq, intervalS } = series;
  for (let i = 0; i < laeq.length; i++) {
    if (mask[i] === CLIPPED || mask[i] === PAUSED) continue;
    const level = laeq[i] as number;
    if (Number.isNaN(level)) continue;
    const bin = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(level)));
    out[bin] = (out[bin] as number) + intervalS;
  }
  return { binWidthDb: 1, seconds: out };
}
