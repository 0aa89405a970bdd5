import { assertValidSeries, CEILING_DB } from './compute.ts';
import { CLIPPED, exclusionMask, PAUSED } from './exclusion.ts';
import type { NoiseSeries } from './types.ts';

const EPS = 1e-9;

/**
 * Start times (epoch ms) of the intervals counted in `peaksAbove115`: included intervals with data
 * whose peak channel (peak, else LAFmax, else LAeq) is at least 115 dB. For marking the chart.
 */
export function peakTimes(series: NoiseSeries): number[] {
  assertValidSeries(series);
  const channel = series.peak ?? series.lafmax ?? series.laeq;
  const mask = exclusionMask(series);
  const dtMs = series.intervalS * 1000;
  const out: number[] = [];
  for (let i = 0; i < channel.length; i++) {
    if (mask[i] === CLIPPED || mask[i] === PAUSED || Number.isNaN(series.laeq[i] as number)) continue;
    if ((channel[i] as number) >= CEILING_DB - EPS) out.push(series.startMs + i * dtMs);
  }
  return out;
}
