import { epochMs, seconds } from '../units/index.ts';
import { CO2PRO_RANGE_PPM } from './limits.ts';
import type { Co2Series } from './types.ts';

/** A series of registers `intervalS` apart (or at the given offsets) for the tests. */
export function series(
  co2: number[],
  intervalS: number,
  extra: { offsetsS?: number[]; temperature?: number[]; humidity?: number[]; rangePpm?: number } = {},
): Co2Series {
  return {
    startMs: epochMs(0),
    timeBase: 'relative',
    intervalS: seconds(intervalS),
    offsetsS: Float64Array.from(extra.offsetsS ?? co2.map((_, i) => i * intervalS)),
    co2: Float64Array.from(co2),
    ...(extra.temperature ? { temperature: Float64Array.from(extra.temperature) } : {}),
    ...(extra.humidity ? { humidity: Float64Array.from(extra.humidity) } : {}),
    rangePpm: extra.rangePpm ?? CO2PRO_RANGE_PPM,
  };
}

/** `count` copies of `value`. */
export const repeat = (value: number, count: number): number[] => Array.from({ length: count }, () => value);
