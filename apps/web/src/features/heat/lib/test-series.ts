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

/**
 * 1-min samples from 2026-01-12 12:00 (local clock), no dry bulb: tbn 22, tg 30 before sample
 * `hotFrom`, tbn 28, tg 40 from it (IBUTG 24.4 °C, then 31.6 °C).
 */
export function coolThenHotSeries(n: number, hotFrom: number): HeatSeries {
  const hot = (i: number) => i >= hotFrom;
  return {
    timeBase: 'absolute',
    startMs: new Date(2026, 0, 12, 12, 0, 0).getTime(),
    intervalS: 60,
    tg: Float64Array.from({ length: n }, (_, i) => (hot(i) ? 40 : 30)),
    tbn: Float64Array.from({ length: n }, (_, i) => (hot(i) ? 28 : 22)),
    tbs: null,
    rh: null,
    lineOf: Int32Array.from({ length: n }, (_, i) => i + 2),
  };
}
