// Summary of a record that stores, per interval and axis, the weighted r.m.s. and — in the record
// extension proposed in docs/vibration-calculations.md — the fourth-power integral, the peak and a
// band spectrum. The same numbers a raw signal gives (signal.ts), from what a device can store.

export interface IntervalAxisSeries {
  /** Weighted r.m.s. of each interval, m/s². */
  rms: ArrayLike<number>;
  /** ∫ aw⁴ dt over each interval, m⁴/s⁷ (proposed record field). */
  fourthPower?: ArrayLike<number>;
  /** Largest |aw| of each interval, m/s² (proposed record field). */
  peak?: ArrayLike<number>;
  /** Band r.m.s. per band (outer) and interval (inner), m/s² (proposed record field). */
  bands?: ArrayLike<number>[];
}

export interface IntervalAxisSummary {
  /** NHO-09/NHO-10 §4 amj = [Σ rmsi²·Δt / (n·Δt)]^½ (equal intervals: the energy mean). */
  rms: number;
  /** ISO 2631-1 §6.3.2: VDV = (Σ ∫aw⁴dt)^¼ — the integrals of the intervals add. Null without them. */
  vdv: number | null;
  /** Largest interval r.m.s.: the MTVV when the interval is the 1 s of ISO 2631-1 §6.3.1. */
  maxIntervalRms: number;
  peak: number | null;
  /** ISO 2631-1 §6.2.1: peak / r.m.s. of the whole measurement. */
  crestFactor: number | null;
  /** Energy mean of each band over the intervals. Null without band data. */
  bands: number[] | null;
}

export function summariseIntervals(axis: IntervalAxisSeries): IntervalAxisSummary {
  const n = axis.rms.length;
  let sum2 = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = axis.rms[i] as number;
    sum2 += v * v;
    if (v > max) max = v;
  }
  const rms = n ? Math.sqrt(sum2 / n) : 0;
  let vdv: number | null = null;
  if (axis.fourthPower) {
    let sum4 = 0;
    for (let i = 0; i < axis.fourthPower.length; i++) sum4 += axis.fourthPower[i] as number;
    vdv = sum4 ** 0.25;
  }
  let peak: number | null = null;
  if (axis.peak) {
    peak = 0;
    for (let i = 0; i < axis.peak.length; i++) peak = Math.max(peak, axis.peak[i] as number);
  }
  const bands = axis.bands
    ? axis.bands.map((band) => {
        let s = 0;
        for (let i = 0; i < band.length; i++) s += (band[i] as number) ** 2;
        return band.length ? Math.sqrt(s / band.length) : 0;
      })
    : null;
  return {
    rms,
    vdv,
    maxIntervalRms: max,
    peak,
    crestFactor: peak !== null && rms > 0 ? peak / rms : null,
    bands,
  };
}
