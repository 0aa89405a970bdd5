// Scalar formulas of NHO-09 (whole body) and NHO-10 (hands and arms), Fundacentro 2013.
import { type Minutes, minutes } from '../units/index.ts';
import { REFERENCE_WORKDAY_MIN } from './limits.ts';
import {
  type AxisValues,
  type MetresPerSecond175,
  type MetresPerSecondSquared,
  ms2,
  ms175,
} from './types.ts';

// NHO-09 §4 / NHO-10 §4 (aceleração média amj): amj = [1/(t2 − t1)·∫ aj²(t) dt]^½ — here over equal intervals.
export function rmsOf(values: ArrayLike<number>): MetresPerSecondSquared {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] as number) ** 2;
  return ms2(values.length === 0 ? 0 : Math.sqrt(sum / values.length));
}

// NHO-09 §4 (amr): amr = [(fx·amx)² + (fy·amy)² + (fz·amz)²]^½; NHO-10 §4: the same with fj = 1 (vector sum).
export function resultant(axes: AxisValues<number>, factors: AxisValues): MetresPerSecondSquared {
  return ms2(Math.hypot(factors.x * axes.x, factors.y * axes.y, factors.z * axes.z));
}

/** One term ni·Ti·amri² of the daily exposure sum. */
export interface ExposureTerm {
  amr: number;
  minutes: number;
  repetitions: number;
}

/** Σ ni·amri²·Ti, in (m/s²)²·min. */
export function exposureSum(terms: ExposureTerm[]): number {
  let sum = 0;
  for (const t of terms) sum += t.repetitions * t.amr ** 2 * t.minutes;
  return sum;
}

// NHO-09 §5 / NHO-10 §5 (are): are = [1/T · Σ ni·amri²·Ti]^½, T = the workday.
export function areOf(terms: ExposureTerm[], workdayMin: Minutes): MetresPerSecondSquared {
  return ms2(workdayMin > 0 ? Math.sqrt(exposureSum(terms) / workdayMin) : 0);
}

// NHO-09 §5 / NHO-10 §5 (aren): aren = are·(T/T0)^½, T0 = 8 h.
export function arenOf(are: MetresPerSecondSquared, workdayMin: Minutes): MetresPerSecondSquared {
  return ms2(are * Math.sqrt(workdayMin / REFERENCE_WORKDAY_MIN));
}

// ISO 2631-1 §6.3.2 eq. (5): VDV = [∫ aw⁴(t) dt]^¼ — here from a sum of aw⁴ over samples of dt seconds.
export function vdvFromFourthPowerSum(sumA4: number, dtSeconds: number): MetresPerSecond175 {
  return ms175((sumA4 * dtSeconds) ** 0.25);
}

// NHO-09 §5 (VDVexp,ji): VDVexp = fj·VDVj·(texp/tamos)^¼ — the sample's dose scaled to the daily exposure time.
export function vdvExposure(
  vdv: number,
  factor: number,
  sampleMin: Minutes,
  exposureMin: Minutes,
): MetresPerSecond175 {
  return ms175(factor * vdv * (exposureMin / sampleMin) ** 0.25);
}

// NHO-09 §5: VDVexp,j = [Σi VDVexp,ji⁴]^¼ (components of one axis) and VDVR = [Σj VDVexp,j⁴]^¼ (the three axes).
export function fourthPowerSum(values: number[]): MetresPerSecond175 {
  let sum = 0;
  for (const v of values) sum += v ** 4;
  return ms175(sum ** 0.25);
}

/**
 * Daily exposure time (min) at which the exposure reaches `target`, if the same mixture of
 * components went on: aren² grows with time, aren(t)² = ā²·t/T0 with ā² = Σ ni·amri²·Ti / Σ ni·Ti,
 * so t = T0·(target/ā)². Null when nothing vibrates.
 */
export function minutesToReachAren(sumSquares: number, exposureMin: number, target: number): Minutes | null {
  if (!(sumSquares > 0) || !(exposureMin > 0)) return null;
  const meanSquare = sumSquares / exposureMin;
  return minutes((REFERENCE_WORKDAY_MIN * target ** 2) / meanSquare);
}

/** VDV grows with t^¼ (NHO-09 VDVexp): VDVR(t) = VDVR·(t/texp)^¼, so t = texp·(target/VDVR)⁴. */
export function minutesToReachVdv(vdvr: number, exposureMin: number, target: number): Minutes | null {
  if (!(vdvr > 0) || !(exposureMin > 0)) return null;
  return minutes(exposureMin * (target / vdvr) ** 4);
}
