// The legal conclusions of a report, decided here and only rendered by the builders: the labour
// verdict (NR-15, insalubridade with its grade and additional), the social-security criterion
// (Decreto 3.048/1999 Anexo IV, IN INSS 128/2022) and the PGR band (NR-01 / NR-09). Sources and
// choices: docs/report-conclusions.md.
import type { Co2ExposureResult, Co2Norm, HeatAssessment, VibrationAssessment } from '@ohp/exposure';

export type InsalubrityGrade = 'minimum' | 'medium' | 'maximum';
/** NR-15 item 15.2: 40 % (grau máximo), 20 % (médio), 10 % (mínimo) of the minimum wage. */
export const ADDITIONAL_PCT: Readonly<Record<InsalubrityGrade, number>> = {
  minimum: 10,
  medium: 20,
  maximum: 40,
};
/** PGR band of the exposure: below the action level, between it and the limit, above the limit. */
export type PgrBand = 'below_action_level' | 'action_level_to_limit' | 'above_limit';

export interface ProtectorVerdict {
  nrrsf: number;
  /** Estimated level at the ear: exposure level − NRRsf, dB(A). */
  levelAtEarDb: number;
  limitDb: number;
  /** NR-15 item 15.4.1 b: the protector brings the exposure to or below the limit. */
  neutralises: boolean;
}

export interface LabourConclusion {
  annex: 'annex1' | 'annex3' | 'annex8' | 'annex11';
  /** null: the annex does not apply (heat at open sky) or was not computed. */
  characterises: boolean | null;
  /** Set only when characterises is true: no grade word below the limit. */
  grade: InsalubrityGrade | null;
  additionalPct: number | null;
  /** Why characterises is null: 'openSky' | 'notComputed'. */
  reason?: 'openSky' | 'notComputed';
  protector?: ProtectorVerdict;
  /** CO2: a register above the maximum value (NR-15 Anexo 11 item 5 / 7). */
  graveAndImminentRisk?: boolean;
}

export interface SocialSecurityConclusion {
  /** CO2 is no agent of Decreto 3.048/1999 Anexo IV. */
  applicable: boolean;
  /** null when the method the law names was not computed (noise without NHO-01). */
  above: boolean | null;
}

export interface ReportConclusions {
  labour: LabourConclusion;
  socialSecurity: SocialSecurityConclusion;
  pgr: { band: PgrBand | null };
}

const EPS = 1e-9;

function labour(
  annex: LabourConclusion['annex'],
  characterises: boolean,
  grade: InsalubrityGrade,
): LabourConclusion {
  return characterises
    ? { annex, characterises, grade, additionalPct: ADDITIONAL_PCT[grade] }
    : { annex, characterises, grade: null, additionalPct: null };
}

const bandOrder: Record<PgrBand, number> = {
  below_action_level: 0,
  action_level_to_limit: 1,
  above_limit: 2,
};
/** The worse of several bands (null ignored). */
export function worseBand(...bands: Array<PgrBand | null | undefined>): PgrBand | null {
  let worst: PgrBand | null = null;
  for (const b of bands) if (b && (worst === null || bandOrder[b] > bandOrder[worst])) worst = b;
  return worst;
}

/** The four-class judgements of NHO-01/06/09/10 folded into the PGR's three bands. */
export function bandOfJudgement(judgement: string | null | undefined): PgrBand | null {
  if (!judgement) return null;
  if (judgement === 'acceptable') return 'below_action_level';
  if (judgement === 'above_limit') return 'above_limit';
  return 'action_level_to_limit';
}

// ---------------------------------------------------------------- noise

export interface NoiseConclusionInput {
  /** NR-15 Anexo 1 (q = 5): dose projected to the workday and the exposure level. */
  nr15?: { dosePct: number; levelDb: number; exceeds115: boolean; judgement: string | null };
  /** NHO-01 (q = 3): NEN and the judgement of its dose. */
  nho01?: { nen: number; exceeds115: boolean; judgement: string | null };
  protectorNrrsf?: number;
}

/** NR-15 Anexo 1 limit: dose 100 % (85 dB(A) for 8 h); 115 dB(A) never without protection (item 5). */
export const NR15_NOISE_CRITERION_DB = 85;
/** Decreto 3.048/1999 Anexo IV item 2.0.1: NEN above 85 dB(A) by NHO-01 (IN INSS 128/2022). */
export const SOCIAL_SECURITY_NEN_DB = 85;

export function noiseConclusions(input: NoiseConclusionInput): ReportConclusions {
  const { nr15, nho01 } = input;
  let lab: LabourConclusion;
  if (!nr15) {
    lab = { annex: 'annex1', characterises: null, grade: null, additionalPct: null, reason: 'notComputed' };
  } else {
    lab = labour('annex1', nr15.dosePct > 100 + EPS || nr15.exceeds115, 'medium');
    if (input.protectorNrrsf !== undefined && Number.isFinite(nr15.levelDb)) {
      const levelAtEarDb = nr15.levelDb - input.protectorNrrsf;
      lab.protector = {
        nrrsf: input.protectorNrrsf,
        levelAtEarDb,
        limitDb: NR15_NOISE_CRITERION_DB,
        neutralises: levelAtEarDb <= NR15_NOISE_CRITERION_DB + EPS,
      };
    }
  }
  // The protector is not considered for noise (IN INSS 128/2022; STF ARE 664.335).
  const social: SocialSecurityConclusion = nho01
    ? { applicable: true, above: nho01.nen > SOCIAL_SECURITY_NEN_DB + EPS || nho01.exceeds115 }
    : { applicable: true, above: null };
  return {
    labour: lab,
    socialSecurity: social,
    pgr: { band: worseBand(bandOfJudgement(nr15?.judgement), bandOfJudgement(nho01?.judgement)) },
  };
}

// ---------------------------------------------------------------- heat

export function heatConclusions(result: HeatAssessment): ReportConclusions {
  const lab: LabourConclusion = result.nr15Applicable
    ? labour('annex3', result.insalubrious, 'medium')
    : { annex: 'annex3', characterises: null, grade: null, additionalPct: null, reason: 'openSky' };
  return {
    labour: lab,
    // Decreto 3.048/1999 Anexo IV item 2.0.4: heat above the limits of NR-15 Anexo 3 (IBUTG).
    socialSecurity: { applicable: true, above: result.exceedsLimit },
    pgr: { band: bandOfJudgement(result.judgement) },
  };
}

// ---------------------------------------------------------------- vibration

export function vibrationConclusions(result: VibrationAssessment): ReportConclusions {
  return {
    labour: labour('annex8', result.insalubrious, 'medium'),
    // Decreto 3.048/1999 Anexo IV item 2.0.2 with IN INSS 128/2022: aren (and VDVR) by NHO-09/NHO-10
    // above the limits of NR-15 Anexo 8.
    socialSecurity: { applicable: true, above: result.insalubrious },
    pgr: { band: bandOfJudgement(result.judgement) },
  };
}

// ---------------------------------------------------------------- CO2

/** NR-09: the action level of a chemical agent is half its exposure limit. */
export const ACTION_LEVEL_FRACTION = 0.5;

/** The band of a value against a limit with the action level at half of it. */
export function bandOfValue(value: number, limit: number): PgrBand {
  if (value > limit + EPS) return 'above_limit';
  if (value > limit * ACTION_LEVEL_FRACTION + EPS) return 'action_level_to_limit';
  return 'below_action_level';
}

export function co2Conclusions(result: Co2ExposureResult, norm: Co2Norm): ReportConclusions {
  const usesNr15 = norm !== 'acgih';
  const usesAcgih = norm !== 'nr15';
  const lab: LabourConclusion = usesNr15
    ? {
        ...labour('annex11', result.nr15.exceeds, 'minimum'),
        graveAndImminentRisk: result.nr15.graveAndImminentRisk,
      }
    : { annex: 'annex11', characterises: null, grade: null, additionalPct: null, reason: 'notComputed' };
  const acgihBand = usesAcgih
    ? worseBand(
        bandOfValue(result.acgih.twa8hPpm, result.acgih.twaLimitPpm),
        result.acgih.exceedsStel ? 'above_limit' : null,
      )
    : null;
  return {
    labour: lab,
    socialSecurity: { applicable: false, above: null },
    pgr: {
      band: worseBand(
        usesNr15 ? bandOfValue(result.nr15.meanPpm, result.nr15.limitPpm) : null,
        acgihBand,
        usesNr15 && result.nr15.graveAndImminentRisk ? 'above_limit' : null,
      ),
    },
  };
}
