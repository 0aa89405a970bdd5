// Field calibration check: NHO-01 accepts the measurement when the readings at the acoustic
// calibrator before and after it differ by at most ±1 dB (otherwise the measurement is discarded).
import { dB, type Decibels } from '../units/index.ts';

export const NHO01_CALIBRATION_LIMIT_DB = dB(1);
const EPS = 1e-9;

export interface CalibrationCheck {
  readonly preDb: Decibels;
  readonly postDb: Decibels;
  /** post − pre, rounded to 0.01 dB to drop floating-point noise. */
  readonly deviationDb: Decibels;
  readonly limitDb: Decibels;
  readonly withinLimit: boolean;
}

export function checkCalibration(
  preDb: Decibels,
  postDb: Decibels,
  limitDb: Decibels = NHO01_CALIBRATION_LIMIT_DB,
): CalibrationCheck {
  const deviation = Math.round((postDb - preDb) * 100) / 100;
  const withinLimit = Number.isFinite(deviation) && Math.abs(deviation) <= limitDb + EPS;
  return { preDb, postDb, deviationDb: dB(deviation === 0 ? 0 : deviation), limitDb, withinLimit };
}
