import type { Branded, Minutes } from '../units/index.ts';

/** m/s² — weighted r.m.s. acceleration (amj, amr, are, aren). */
export type MetresPerSecondSquared = Branded<'m/s²'>;
/** m/s^1.75 — vibration dose value (VDV, VDVexp, VDVR). */
export type MetresPerSecond175 = Branded<'m/s^1.75'>;

export const ms2 = (value: number): MetresPerSecondSquared => value as MetresPerSecondSquared;
export const ms175 = (value: number): MetresPerSecond175 => value as MetresPerSecond175;

/** NHO-10 (hands and arms, Wh) or NHO-09 (whole body, Wd on x/y, Wk on z). */
export type VibrationEvaluation = 'hand-arm' | 'whole-body';
export type VibrationJudgement = 'acceptable' | 'action_level' | 'uncertainty' | 'above_limit';

export interface AxisValues<T = number> {
  x: T;
  y: T;
  z: T;
}

/**
 * One exposure component (a tool, a vehicle, a task): its per-axis weighted r.m.s. accelerations
 * before the norm's axis factors, or an amr used as given, and how long it lasts in the day.
 */
export interface VibrationComponent {
  /** Duration of one occurrence (Ti). */
  minutes: Minutes;
  /** Occurrences per day (ni), default 1. */
  repetitions?: number;
  /** amj per axis (m/s², weighted, before fj). */
  axes?: AxisValues<MetresPerSecondSquared>;
  /** amr given directly (m/s²); used as is. */
  amr?: MetresPerSecondSquared;
  /** SPEC §3/§5 multiplicative factor of the component, 0–200 (default 1): scales its accelerations. */
  factor?: number;
  /** Highest peak / r.m.s. ratio of the component's weighted acceleration, when known. */
  crestFactor?: number;
  description?: string;
}

/** A VDV sample: per-axis VDV (before fj) measured over sampleMin, representing exposureMin a day. */
export interface VdvSample {
  x: MetresPerSecond175;
  y: MetresPerSecond175;
  z: MetresPerSecond175;
  sampleMin: Minutes;
  exposureMin: Minutes;
}

export interface VibrationAssessmentInput {
  evaluation: VibrationEvaluation;
  /** Duration of the workday (T), minutes. */
  workdayMin: Minutes;
  components: VibrationComponent[];
  /** Whole body only (NHO-09 §6): VDV samples, one per component that has one. */
  vdv?: VdvSample[];
}

export interface VibrationAssessment {
  evaluation: VibrationEvaluation;
  workdayMin: Minutes;
  /** Sum of ni·Ti (minutes of exposure in the day). */
  exposureMin: Minutes;
  /** amr of each component, after its multiplicative factor. */
  amr: MetresPerSecondSquared[];
  are: MetresPerSecondSquared;
  aren: MetresPerSecondSquared;
  /** Whole body with VDV samples: VDVexp per axis (fj applied) and the resultant VDVR; else null. */
  vdvExp: AxisValues<MetresPerSecond175> | null;
  vdvr: MetresPerSecond175 | null;
  arenJudgement: VibrationJudgement;
  vdvrJudgement: VibrationJudgement | null;
  /** The worse of the aren class and the VDVR class (NHO-09); the aren class for NHO-10. */
  judgement: VibrationJudgement;
  /** NR-15 Anexo 8: above the limit → insalubrious, grau médio (20 %). */
  insalubrious: boolean;
  /** NR-09 Anexo 1: at or above the action level. */
  aboveActionLevel: boolean;
  /** Daily exposure time at which this exposure would reach the action level / the limit (min). */
  minutesToActionLevel: Minutes | null;
  minutesToLimit: Minutes | null;
  /** Highest crest factor of the components; warning when above 9 (ISO 2631-1 §6.2.1). */
  maxCrestFactor: number | null;
  crestFactorWarning: boolean;
}
