// Hearing protector: NR-15/NHO-01 practice with NRRsf (ANSI S12.6 method B, subject fit):
// protected level = level − NRRsf, applied to an A-weighted exposure level (NEN or Lavg).
import { dB, type Decibels, type Percent, percent } from '../units/index.ts';
import { judgeDailyDose } from './judgement.ts';
import type { Judgement, NoiseCriteria } from './types.ts';

export interface ProtectedExposure {
  readonly unprotectedLevel: Decibels;
  readonly nrrsf: Decibels;
  readonly protectedLevel: Decibels;
  /**
   * Dose over 480 min at the protected level: 100·2^((Lp − Lc)/q). The threshold is not applied:
   * it selects samples, and Lp is an average of samples already selected.
   */
  readonly protectedDosePct: Percent;
  readonly judgement: Judgement;
}

/** Throws a RangeError when NRRsf is negative or not a number. */
export function protectedExposure(level: Decibels, nrrsf: Decibels, c: NoiseCriteria): ProtectedExposure {
  if (!(nrrsf >= 0) || !Number.isFinite(nrrsf)) throw new RangeError('Invalid NRRsf');
  // NPS protegido = NPS − NRRsf (dB(A)); the 8 h dose at that level: D = 480·2^((L − Lc)/q)/480 × 100 %.
  const protectedLevel = dB(level - nrrsf);
  const protectedDosePct = percent(100 * 2 ** ((protectedLevel - c.criterionLevel) / c.exchangeRate));
  return {
    unprotectedLevel: level,
    nrrsf,
    protectedLevel,
    protectedDosePct,
    judgement: judgeDailyDose(protectedDosePct),
  };
}
