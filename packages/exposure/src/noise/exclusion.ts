import type { ExcludedPeriod, NoiseSeries } from './types.ts';

export const INCLUDED = 0;
export const CLIPPED = 1;
export const PAUSED = 2;

/** Interval indexes [from, to) whose midpoint lies in the period [startMs, endMs). */
export function periodIndexRange(series: NoiseSeries, period: ExcludedPeriod): [number, number] {
  const n = series.laeq.length;
  const dtMs = series.intervalS * 1000;
  const clamp = (i: number) => Math.min(n, Math.max(0, i));
  // Interval i has midpoint start + (i + 0.5)·dt; it is inside when startMs ≤ midpoint < endMs.
  const from = clamp(Math.ceil((period.startMs - series.startMs) / dtMs - 0.5));
  const to = clamp(Math.ceil((period.endMs - series.startMs) / dtMs - 0.5));
  return [from, Math.max(from, to)];
}

/**
 * Per-interval state: INCLUDED, CLIPPED or PAUSED. A pause wins over a clip where they overlap.
 * Intervals without data (NaN LAeq) stay INCLUDED here; the calculations skip them as "no data".
 */
export function exclusionMask(series: NoiseSeries): Uint8Array {
  const mask = new Uint8Array(series.laeq.length);
  for (const kind of ['clip', 'pause'] as const) {
    const value = kind === 'clip' ? CLIPPED : PAUSED;
    for (const p of series.excluded) {
      if (p.kind !== kind) continue;
      const [from, to] = periodIndexRange(series, p);
      mask.fill(value, from, to);
    }
  }
  return mask;
}
