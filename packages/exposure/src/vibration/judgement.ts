// NHO-09 / NHO-10 §6 quadro "critério de julgamento e tomada de decisão" (SPEC §9 gives the same scales):
// 0–NA aceitável; >NA–<incerteza acima do nível de ação; incerteza–LE região de incerteza; >LE acima do limite.
import type { JudgementScale } from './limits.ts';
import type { VibrationJudgement } from './types.ts';

/** Tolerance that only absorbs floating-point noise (e.g. 1.1000000000002). */
const EPS = 1e-9;

const order: VibrationJudgement[] = ['acceptable', 'action_level', 'uncertainty', 'above_limit'];

/**
 * Class of a value on a norm's scale. The boundaries follow the quadros: the action level itself is
 * acceptable ("0 a 0,5"), the start of the uncertainty region belongs to it ("0,9 a 1,1"), and so
 * does the limit; only "acima de" the limit is above it.
 */
export function classify(value: number, scale: JudgementScale): VibrationJudgement {
  if (value > scale.limit + EPS) return 'above_limit';
  if (value >= scale.uncertainty - EPS) return 'uncertainty';
  if (value > scale.actionLevel + EPS) return 'action_level';
  return 'acceptable';
}

/** NHO-09 §6: the exposure is judged by the worse of the aren class and the VDVR class. */
export function worse(a: VibrationJudgement, b: VibrationJudgement | null): VibrationJudgement {
  if (b === null) return a;
  return order.indexOf(b) > order.indexOf(a) ? b : a;
}

/** i18n keys of a class and its recommended action in the 'vibration' namespace. */
export function judgementKeys(judgement: VibrationJudgement): { label: string; action: string } {
  return { label: `vibration:judgement.${judgement}`, action: `vibration:action.${judgement}` };
}
