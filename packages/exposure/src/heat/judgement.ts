// NHO-06 (2017) "Critério de julgamento e tomada de decisão" for the mean IBUTG of the critical hour.
import type { HeatJudgement } from './types.ts';

const EPS = 1e-9;

/**
 * Width of the uncertainty region below the limit (°C). The product's reading of NHO-06: the last
 * 0.5 °C under IBUTG_MAX, the order of the IBUTG uncertainty of sensors of ±0.5 °C class
 * (√((0.7·0.5)² + (0.3·0.5)²) ≈ 0.4 °C). See docs/heat-calculations.md.
 */
export const UNCERTAINTY_BAND_C = 0.5;

/** A value equal to a boundary belongs to the lower class (at the limit is not above it). */
export function judgeHeat(ibutg: number, actionLevel: number, limit: number): HeatJudgement {
  if (ibutg > limit + EPS) return 'above_limit';
  if (ibutg > limit - UNCERTAINTY_BAND_C + EPS && ibutg > actionLevel + EPS) return 'uncertainty';
  if (ibutg > actionLevel + EPS) return 'above_action_level';
  return 'acceptable';
}

/**
 * NHO-06 recommended action of each class, as i18n keys under 'heat:action.': maintain the
 * condition; preventive measures; preventive and corrective measures; immediate corrective measures.
 */
export const RECOMMENDED_ACTION: Readonly<Record<HeatJudgement, string>> = {
  acceptable: 'heat:action.acceptable',
  above_action_level: 'heat:action.above_action_level',
  uncertainty: 'heat:action.uncertainty',
  above_limit: 'heat:action.above_limit',
};
