// Reference values of the Brazilian vibration norms (SPEC §9 gives the same scales).
import type { AxisValues, VibrationEvaluation } from './types.ts';

/** Lower bounds of the classes after "acceptable": action level, uncertainty region, exposure limit. */
export interface JudgementScale {
  actionLevel: number;
  uncertainty: number;
  limit: number;
}

// NHO-10 (Fundacentro 2013) §6 quadro "critério de julgamento": aren 0–2,5 / >2,5–<3,5 / 3,5–5,0 / >5,0 m/s².
export const HAND_ARM_AREN: JudgementScale = { actionLevel: 2.5, uncertainty: 3.5, limit: 5.0 };
// NHO-09 (Fundacentro 2013) §6 quadro "critério de julgamento": aren 0–0,5 / >0,5–<0,9 / 0,9–1,1 / >1,1 m/s².
export const WHOLE_BODY_AREN: JudgementScale = { actionLevel: 0.5, uncertainty: 0.9, limit: 1.1 };
// NHO-09 §6 same quadro: VDVR 0–9,1 / >9,1–<16,4 / 16,4–21 / >21 m/s^1,75.
export const WHOLE_BODY_VDVR: JudgementScale = { actionLevel: 9.1, uncertainty: 16.4, limit: 21 };

export function arenScale(evaluation: VibrationEvaluation): JudgementScale {
  return evaluation === 'hand-arm' ? HAND_ARM_AREN : WHOLE_BODY_AREN;
}

// NHO-09 §5 (ISO 2631-1 §7.2.2): multiplying factors fx = fy = 1,4, fz = 1,0 for seated/standing health evaluation.
export const WHOLE_BODY_FACTORS: AxisValues = { x: 1.4, y: 1.4, z: 1.0 };
// NHO-10 §5 (ISO 5349-1 §4.2): the vector sum of the three axes, no factors.
export const HAND_ARM_FACTORS: AxisValues = { x: 1, y: 1, z: 1 };

export function axisFactors(evaluation: VibrationEvaluation): AxisValues {
  return evaluation === 'hand-arm' ? HAND_ARM_FACTORS : WHOLE_BODY_FACTORS;
}

// NHO-09 §5 / NHO-10 §5: aren normalises are to the standard 8 h workday (T0 = 480 min).
export const REFERENCE_WORKDAY_MIN = 480;

// SPEC §5: a component's multiplicative factor is at least 0 and at most 200.
export const FACTOR_MIN = 0;
export const FACTOR_MAX = 200;

// ISO 2631-1:1997 §6.2.1: above a crest factor of 9 the basic r.m.s. method may underestimate; VDV governs.
export const CREST_FACTOR_WARNING = 9;
