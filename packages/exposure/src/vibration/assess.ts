// The daily assessment of NHO-09 (whole body) or NHO-10 (hands and arms) from its components.
import { minutes } from '../units/index.ts';
import {
  areOf,
  arenOf,
  type ExposureTerm,
  exposureSum,
  fourthPowerSum,
  minutesToReachAren,
  minutesToReachVdv,
  resultant,
  vdvExposure,
} from './formulas.ts';
import { classify, worse } from './judgement.ts';
import {
  arenScale,
  axisFactors,
  CREST_FACTOR_WARNING,
  WHOLE_BODY_FACTORS,
  WHOLE_BODY_VDVR,
} from './limits.ts';
import { type AxisValues, ms2, type VibrationAssessment, type VibrationAssessmentInput } from './types.ts';
import { validateAssessmentInput } from './validate.ts';

function vdvPart(input: VibrationAssessmentInput) {
  const samples = input.evaluation === 'whole-body' ? (input.vdv ?? []) : [];
  if (samples.length === 0) return null;
  const f = WHOLE_BODY_FACTORS;
  const axis = (j: keyof AxisValues) =>
    fourthPowerSum(samples.map((s) => vdvExposure(s[j], f[j], s.sampleMin, s.exposureMin)));
  const vdvExp = { x: axis('x'), y: axis('y'), z: axis('z') };
  const vdvr = fourthPowerSum([vdvExp.x, vdvExp.y, vdvExp.z]);
  const exposureMin = samples.reduce((m, s) => Math.max(m, s.exposureMin), 0);
  return { vdvExp, vdvr, exposureMin };
}

const earlier = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * Assesses a workday: amr per component, are, aren, VDVexp and VDVR (whole body), the norm's
 * class with the worse of aren and VDVR, the NR-15 Anexo 8 verdict, the NR-09 Anexo 1 action level,
 * the daily times to reach the action level and the limit, and the crest-factor warning.
 * Throws VibrationError (naming the field) on bad input.
 */
export function assessVibration(input: VibrationAssessmentInput): VibrationAssessment {
  validateAssessmentInput(input);
  const factors = axisFactors(input.evaluation);
  const terms: ExposureTerm[] = input.components.map((c) => {
    const k = c.factor ?? 1;
    const amr = c.axes ? resultant(c.axes, factors) : (c.amr as number);
    return { amr: k * amr, minutes: c.minutes, repetitions: c.repetitions ?? 1 };
  });
  const are = areOf(terms, input.workdayMin);
  const aren = arenOf(are, input.workdayMin);
  const scale = arenScale(input.evaluation);
  const arenJudgement = classify(aren, scale);
  const vdv = vdvPart(input);
  const vdvrJudgement = vdv ? classify(vdv.vdvr, WHOLE_BODY_VDVR) : null;
  const judgement = worse(arenJudgement, vdvrJudgement);
  const sum = exposureSum(terms);
  const exposureMin = terms.reduce((m, t) => m + t.repetitions * t.minutes, 0);
  const toAction = earlier(
    minutesToReachAren(sum, exposureMin, scale.actionLevel),
    vdv ? minutesToReachVdv(vdv.vdvr, vdv.exposureMin, WHOLE_BODY_VDVR.actionLevel) : null,
  );
  const toLimit = earlier(
    minutesToReachAren(sum, exposureMin, scale.limit),
    vdv ? minutesToReachVdv(vdv.vdvr, vdv.exposureMin, WHOLE_BODY_VDVR.limit) : null,
  );
  const crests = input.components.map((c) => c.crestFactor).filter((c): c is number => c !== undefined);
  const maxCrestFactor = crests.length ? Math.max(...crests) : null;
  // NR-15 Anexo 8 itens 2.2 e 3.1: insalubre above aren 5 m/s² (VMB) or aren 1,1 m/s² / VDVR 21 m/s^1,75 (VCI).
  const insalubrious = judgement === 'above_limit';
  return {
    evaluation: input.evaluation,
    workdayMin: input.workdayMin,
    exposureMin: minutes(exposureMin),
    amr: terms.map((t) => ms2(t.amr)),
    are,
    aren,
    vdvExp: vdv?.vdvExp ?? null,
    vdvr: vdv?.vdvr ?? null,
    arenJudgement,
    vdvrJudgement,
    judgement,
    insalubrious,
    // NR-09 Anexo 1: action level aren 2,5 m/s² (VMB); aren 0,5 m/s² or VDVR 9,1 m/s^1,75 (VCI).
    aboveActionLevel: judgement !== 'acceptable',
    minutesToActionLevel: toAction === null ? null : minutes(toAction),
    minutesToLimit: toLimit === null ? null : minutes(toLimit),
    maxCrestFactor,
    crestFactorWarning: maxCrestFactor !== null && maxCrestFactor > CREST_FACTOR_WARNING,
  };
}
