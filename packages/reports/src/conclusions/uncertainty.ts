// Measurement uncertainty printed in the reports. Sources and the choices behind the constants:
// docs/report-uncertainty.md.

/** ISO 9612:2009 §C.6 / Table C.5: one-sided 95 % coverage factor. */
export const COVERAGE_K = 1.65;
/** ISO 9612:2009 Table C.5: standard uncertainty of the instrument, dB (IEC 61252 / IEC 61672). */
export const NOISE_U2_DB: Readonly<Record<1 | 2, number>> = { 1: 0.7, 2: 1.5 };
/** ISO 9612:2009 §C.5: microphone position, dB. */
export const NOISE_U3_DB = 1.0;

export interface NoiseUncertainty {
  /** Sampling: standard uncertainty of the mean of the GHE's levels; 0 with one measurement. */
  u1: number;
  /** How many measurements u1 comes from (1: not estimated). */
  measurements: number;
  u2: number;
  u3: number;
  /** Combined standard uncertainty √(u1² + u2² + u3²), dB. */
  combined: number;
  k: number;
  /** Expanded uncertainty U = k·u, dB. */
  expanded: number;
}

/**
 * ISO 9612:2009 Annex C with the sensitivity coefficients at 1: u1 from the levels of the same
 * GHE (standard deviation of their mean, eq. C.6), u2 by the dosimeter class, u3 = 1,0 dB.
 */
export function noiseUncertainty(
  instrumentClass: 1 | 2,
  gheLevelsDb: readonly number[] = [],
): NoiseUncertainty {
  const levels = gheLevelsDb.filter(Number.isFinite);
  const n = levels.length;
  let u1 = 0;
  if (n >= 2) {
    const mean = levels.reduce((s, v) => s + v, 0) / n;
    const ss = levels.reduce((s, v) => s + (v - mean) ** 2, 0);
    u1 = Math.sqrt(ss / (n * (n - 1)));
  }
  const u2 = NOISE_U2_DB[instrumentClass];
  const combined = Math.sqrt(u1 ** 2 + u2 ** 2 + NOISE_U3_DB ** 2);
  return {
    u1,
    measurements: Math.max(n, 1),
    u2,
    u3: NOISE_U3_DB,
    combined,
    k: COVERAGE_K,
    expanded: COVERAGE_K * combined,
  };
}

/** Relative standard uncertainties (fractions) of a vibration exposure's components. */
export interface VibrationUncertaintyInputs {
  /** Instrument chain (accelerometer + meter calibration), ISO 8041-1 class tolerance. */
  instrument: number;
  /** Accelerometer mounting (ISO 5349-2 §E / ISO 2631-1 seat pad). */
  mounting: number;
  /** Sampling: from the component's repeated measurements; 0 when one. */
  sampling: number;
  /** The declared exposure time. */
  time: number;
}

/** Product defaults: see docs/report-uncertainty.md. */
export const VIBRATION_U = {
  instrument: 0.05,
  mountingHandArm: 0.1,
  mountingWholeBody: 0.05,
  time: 0.1,
} as const;

export interface VibrationUncertainty {
  components: VibrationUncertaintyInputs;
  /** Relative combined standard uncertainty of aren (time enters as ½: a ∝ √T). */
  relativeAren: number;
  /** Relative combined standard uncertainty of VDVR (time enters as ¼: VDV ∝ T^¼). */
  relativeVdvr: number;
  k: number;
  /** Expanded uncertainties in the quantities' units. */
  arenExpanded: number;
  vdvrExpanded: number | null;
}

/** Relative standard uncertainty of the mean of repeated values (0 with fewer than two). */
export function relativeSamplingUncertainty(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x) && x > 0);
  const n = v.length;
  if (n < 2) return 0;
  const mean = v.reduce((s, x) => s + x, 0) / n;
  const ss = v.reduce((s, x) => s + (x - mean) ** 2, 0);
  return Math.sqrt(ss / (n * (n - 1))) / mean;
}

/**
 * ISO 5349-2:2001 Annex E model, used for both evaluations: the relative components combine in
 * quadrature; aren ∝ a·√T, so the time's relative uncertainty enters halved; VDV ∝ a·T^¼, quartered.
 */
export function vibrationUncertainty(
  evaluation: 'hand-arm' | 'whole-body',
  aren: number,
  vdvr: number | null,
  repeatedAren: readonly number[] = [],
): VibrationUncertainty {
  const components: VibrationUncertaintyInputs = {
    instrument: VIBRATION_U.instrument,
    mounting: evaluation === 'hand-arm' ? VIBRATION_U.mountingHandArm : VIBRATION_U.mountingWholeBody,
    sampling: relativeSamplingUncertainty(repeatedAren),
    time: VIBRATION_U.time,
  };
  const base = components.instrument ** 2 + components.mounting ** 2 + components.sampling ** 2;
  const relativeAren = Math.sqrt(base + (components.time / 2) ** 2);
  const relativeVdvr = Math.sqrt(base + (components.time / 4) ** 2);
  return {
    components,
    relativeAren,
    relativeVdvr,
    k: COVERAGE_K,
    arenExpanded: COVERAGE_K * relativeAren * aren,
    vdvrExpanded: vdvr === null ? null : COVERAGE_K * relativeVdvr * vdvr,
  };
}
