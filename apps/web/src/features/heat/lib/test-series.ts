import type { HeatSeries } from '@ohp/exposure';

/** A series at 60 s of `minutes` samples with constant tg, tbn, tbs (°C), absolute time from `startMs`. */
export function constantSeries(
  minutes: number,
  tg: number,
  tbn: number,
  tbs: number,
  startMs = Date.UTC(2026, 0, 20, 13),
): HeatSeries {
  return {
    timeBase: 'absolute',
    startMs,
    intervalS: 60,
    tg: new Float64Array(minutes).fill(tg),
    tbn: new Float64Array(minutes).fill(tbn),
    tbs: new Float64Array(minutes).fill(tbs),
    rh: null,
    lineOf: Int32Array.from({ length: minutes }, (_, i) => i + 3),
  };
}
