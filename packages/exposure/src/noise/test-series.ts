// Test helper: a series built from (level, minutes) segments. Not exported from the package.
import { epochMs, seconds } from '../units/index.ts';
import type { ExcludedPeriod, NoiseSeries } from './types.ts';

export const T0 = Date.UTC(2024, 0, 15, 8, 0, 0);

export function segmentsSeries(
  segments: readonly (readonly [level: number, minutes: number])[],
  intervalS = 60,
  extra: Partial<NoiseSeries> = {},
): NoiseSeries {
  const perMin = 60 / intervalS;
  const n = segments.reduce((s, [, m]) => s + Math.round(m * perMin), 0);
  const laeq = new Float64Array(n);
  let i = 0;
  for (const [level, m] of segments) {
    const count = Math.round(m * perMin);
    laeq.fill(level, i, i + count);
    i += count;
  }
  return {
    startMs: epochMs(T0),
    timeBase: 'absolute',
    intervalS: seconds(intervalS),
    laeq,
    excluded: [],
    ...extra,
  };
}

export const at = (minute: number) => epochMs(T0 + minute * 60_000);

export function period(kind: 'clip' | 'pause', fromMin: number, toMin: number): ExcludedPeriod {
  return { kind, startMs: at(fromMin), endMs: at(toMin) };
}
