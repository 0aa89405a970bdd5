// NHO-01 (Fundacentro, 2001), quadro "Critério de julgamento e tomada de decisão" (dose diária):
// 0–50 % aceitável; 50–80 % acima do nível de ação; 80–100 % região de incerteza; > 100 % acima do limite.
import type { Percent } from '../units/index.ts';
import type { Judgement } from './types.ts';

/** Tolerance that only absorbs floating-point noise (e.g. 100.00000000001 %). */
const EPS = 1e-9;

export interface JudgementInfo {
  readonly judgement: Judgement;
  /** i18n keys: 'noise:judgement.<judgement>' and 'noise:action.<judgement>'. */
  readonly labelKey: string;
  readonly actionKey: string;
}

/**
 * Judges the daily dose (projected to the workday). A dose equal to a boundary belongs to the
 * lower class (50 % is acceptable, 100 % is the uncertainty region). Any level above 115 dB(A)
 * (NHO-01 limite de exposição valor teto; NR-15 Anexo 1 item 5) is above the limit regardless of dose.
 */
export function judgeDailyDose(dailyDosePct: Percent, exceeds115 = false): Judgement {
  if (exceeds115) return 'above_limit';
  if (dailyDosePct > 100 + EPS) return 'above_limit';
  if (dailyDosePct > 80 + EPS) return 'uncertainty';
  if (dailyDosePct > 50 + EPS) return 'action_level';
  return 'acceptable';
}

export function judgementInfo(judgement: Judgement): JudgementInfo {
  return { judgement, labelKey: `noise:judgement.${judgement}`, actionKey: `noise:action.${judgement}` };
}
