// Assessment of one critical hour from its thermal situations and activities (both texts of NR-15 Anexo 3).
import { celsius } from '../units/index.ts';
import { ibutgOf } from './ibutg.ts';
import { judgeHeat, RECOMMENDED_ACTION } from './judgement.ts';
import { NR09_ACTION_LEVEL, NR15_2019_LIMIT, HOOD_INCREMENT_C } from './nho06-tables.ts';
import { NR15_1978_QUADRO2, regimeFor1978, workloadOf1978 } from './nr15-1978.ts';
import { readTable } from './table-lookup.ts';
import { WET_ABOVE_DRY_TOLERANCE_C } from './validity.ts';
import type { HeatJudgement, HeatNorm, HeatRegime, RestPlace, Workload } from './types.ts';
import type { KcalPerHour } from '../units/index.ts';

/** One thermal situation: its temperatures (°C) or an IBUTG already computed. */
export type HeatSituation =
  | {
      readonly minutes: number;
      readonly tbn: number;
      readonly tg: number;
      readonly tbs?: number;
      readonly solarLoad?: boolean;
    }
  | { readonly minutes: number; readonly ibutg: number };

export interface HeatActivity {
  readonly minutes: number;
  /** kcal/h for nr15-1978, W for nr15-2019. */
  readonly metabolicRate: number;
}

export interface HeatAssessmentInput {
  readonly norm: HeatNorm;
  /** Only for nr15-1978. Default 'local'. */
  readonly rest?: RestPlace;
  /** Only for nr15-1978 with rest local; default: the class of the weighted M (Quadro 3 groups). */
  readonly workload?: Workload;
  readonly openSkyWithoutArtificialSource?: boolean;
  /** NHO-06 Quadro 2 clothing increment (°C); only nr15-2019. */
  readonly clothingIncrementC?: number;
  /** SPEC §9 hood rule (+1 °C), both texts. */
  readonly hood?: boolean;
  readonly situations: readonly HeatSituation[];
  readonly activities: readonly HeatActivity[];
}

export type HeatWarning =
  | 'windowNot60'
  | 'activitiesNot60'
  | 'belowTable'
  | 'clothingIgnored1978'
  | 'hoodRule'
  | 'openSky'
  | 'noActivities';

export interface HeatAssessment {
  readonly norm: HeatNorm;
  /** Time-weighted IBUTG with the increments (°C): the value judged. */
  readonly ibutg: number;
  /** Time-weighted IBUTG as measured, without increments (°C). */
  readonly ibutgMeasured: number;
  /** Clothing + hood increments added (°C). */
  readonly incrementC: number;
  /** Minutes the situations cover (60 in a complete assessment). */
  readonly minutes: number;
  /** Time-weighted M (kcal/h or W as the norm), null without activities. */
  readonly metabolicRate: number | null;
  /** The tabulated M the limit was read at (next higher row), null where not used. */
  readonly tabulatedMetabolicRate: number | null;
  readonly workload: Workload | null;
  readonly limit: number | null;
  readonly actionLevel: number | null;
  readonly regime: HeatRegime | null;
  readonly exceedsLimit: boolean;
  readonly aboveActionLevel: boolean;
  readonly nr15Applicable: boolean;
  /** NR-15 insalubrity: the limit (or the continuous-work band) is exceeded and Anexo 3 applies. */
  readonly insalubrious: boolean;
  readonly judgement: HeatJudgement;
  /** i18n key of the recommended action. */
  readonly recommendedAction: string;
  readonly warnings: readonly HeatWarning[];
}

export interface HeatInputReason {
  /** 'heat:input.<code>' */
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export type HeatAssessmentResult =
  | { readonly ok: true; readonly data: HeatAssessment }
  | { readonly ok: false; readonly reason: HeatInputReason };

const fail = (code: string, values: Record<string, string | number> = {}): HeatAssessmentResult => ({
  ok: false,
  reason: { key: `heat:input.${code}`, values },
});

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const EPS = 1e-9;

/** Σ vᵢ·tᵢ / Σ tᵢ: NR-15 Anexo 3 (1978) item 2 and NHO-06 (2017) eq. 6.1/6.2 (time-weighted means over 60 min). */
export function timeWeighted(items: readonly { minutes: number; value: number }[]): number {
  let sum = 0;
  let total = 0;
  for (const { minutes, value } of items) {
    sum += value * minutes;
    total += minutes;
  }
  return total > 0 ? sum / total : Number.NaN;
}

function situationIbutg(s: HeatSituation): number {
  if ('ibutg' in s) return s.ibutg;
  return ibutgOf(
    celsius(s.tbn),
    celsius(s.tg),
    s.tbs === undefined ? undefined : celsius(s.tbs),
    s.solarLoad === true,
  );
}

function checkSituations(input: HeatAssessmentInput): HeatAssessmentResult | null {
  if (input.situations.length === 0) return fail('noSituations');
  for (const [i, s] of input.situations.entries()) {
    const field = `situations[${i}]`;
    if (!finite(s.minutes) || s.minutes <= 0 || s.minutes > 60)
      return fail('badMinutes', { field, value: String(s.minutes) });
    if ('ibutg' in s) {
      if (!finite(s.ibutg) || s.ibutg < -40 || s.ibutg > 150)
        return fail('badTemperature', { field: `${field}.ibutg`, value: String(s.ibutg) });
      continue;
    }
    for (const key of ['tbn', 'tg'] as const)
      if (!finite(s[key]) || s[key] < -40 || s[key] > 150)
        return fail('badTemperature', { field: `${field}.${key}`, value: String(s[key]) });
    if (s.tbs !== undefined && (!finite(s.tbs) || s.tbs < -40 || s.tbs > 150))
      return fail('badTemperature', { field: `${field}.tbs`, value: String(s.tbs) });
    if (s.solarLoad === true && s.tbs === undefined) return fail('solarLoadNeedsTbs', { field });
    if (s.tbs !== undefined && s.tbn > s.tbs + WET_ABOVE_DRY_TOLERANCE_C + EPS)
      return fail('wetAboveDry', { field, tbn: s.tbn, tbs: s.tbs });
  }
  const total = input.situations.reduce((a, s) => a + s.minutes, 0);
  if (total > 60 + EPS) return fail('moreThan60', { field: 'situations', minutes: total });
  return null;
}

function checkActivities(input: HeatAssessmentInput): HeatAssessmentResult | null {
  const unit = input.norm === 'nr15-1978' ? 'kcal/h' : 'W';
  for (const [i, a] of input.activities.entries()) {
    const field = `activities[${i}]`;
    if (!finite(a.minutes) || a.minutes <= 0 || a.minutes > 60)
      return fail('badMinutes', { field, value: String(a.minutes) });
    if (!finite(a.metabolicRate) || a.metabolicRate <= 0 || a.metabolicRate > 2000)
      return fail('badMetabolicRate', {
        field: `${field}.metabolicRate`,
        value: String(a.metabolicRate),
        unit,
      });
  }
  const total = input.activities.reduce((a, s) => a + s.minutes, 0);
  if (total > 60 + EPS) return fail('moreThan60', { field: 'activities', minutes: total });
  return null;
}

/**
 * Assesses the critical hour. Never throws: bad input is { ok: false, reason } naming the field.
 * nr15-1978: rest 'local' → Quadro 1 regime by workload (limit null); 'elsewhere' → Quadro 2 limit by
 * the weighted M in kcal/h. nr15-2019: Quadro 1 limit and NR-09 action level by the weighted M in W,
 * clothing and hood increments, NHO-06 judgement; open sky without an artificial source → NR-15 Anexo 3
 * does not apply (its 2019 text excludes them), NR-09 Anexo 3 still does.
 */
export function assessHeat(input: HeatAssessmentInput): HeatAssessmentResult {
  const bad = checkSituations(input) ?? checkActivities(input);
  if (bad) return bad;
  const warnings: HeatWarning[] = [];
  const minutes = input.situations.reduce((a, s) => a + s.minutes, 0);
  if (Math.abs(minutes - 60) > EPS) warnings.push('windowNot60');
  const ibutgMeasured = timeWeighted(
    input.situations.map((s) => ({ minutes: s.minutes, value: situationIbutg(s) })),
  );
  const activityMinutes = input.activities.reduce((a, s) => a + s.minutes, 0);
  if (input.activities.length > 0 && Math.abs(activityMinutes - minutes) > EPS)
    warnings.push('activitiesNot60');
  const m =
    input.activities.length > 0
      ? timeWeighted(input.activities.map((a) => ({ minutes: a.minutes, value: a.metabolicRate })))
      : null;
  const hood = input.hood === true ? HOOD_INCREMENT_C : 0;
  if (hood > 0) warnings.push('hoodRule');
  const clothing = input.clothingIncrementC ?? 0;
  if (!finite(clothing) || clothing < 0 || clothing > 20)
    return fail('badIncrement', { field: 'clothingIncrementC', value: String(clothing) });
  const openSky = input.openSkyWithoutArtificialSource === true;
  if (input.norm === 'nr15-1978') {
    if (clothing > 0) warnings.push('clothingIgnored1978');
    // The 1978 text has no open-sky exception (its item 1 b formula is for outdoor sun).
    return assess1978(input, ibutgMeasured, hood, minutes, m, warnings);
  }
  if (input.norm !== 'nr15-2019') return fail('badNorm', { value: String(input.norm) });
  if (openSky) warnings.push('openSky');
  if (m === null) return fail('noActivities', { field: 'activities' });
  const limitRow = readTable(NR15_2019_LIMIT, m);
  const actionRow = readTable(NR09_ACTION_LEVEL, m);
  if (!limitRow.ok || !actionRow.ok)
    return fail('metabolicRateOutOfTable', {
      value: round1(m),
      max: Math.min(lastRowM(NR15_2019_LIMIT), lastRowM(NR09_ACTION_LEVEL)),
      unit: 'W',
    });
  if (limitRow.belowTable) warnings.push('belowTable');
  const ibutg = ibutgMeasured + clothing + hood;
  const exceedsLimit = ibutg > limitRow.ibutg + EPS;
  const judgement = judgeHeat(ibutg, actionRow.ibutg, limitRow.ibutg);
  return {
    ok: true,
    data: {
      norm: 'nr15-2019',
      ibutg,
      ibutgMeasured,
      incrementC: clothing + hood,
      minutes,
      metabolicRate: m,
      tabulatedMetabolicRate: limitRow.m,
      workload: null,
      limit: limitRow.ibutg,
      actionLevel: actionRow.ibutg,
      regime: null,
      exceedsLimit,
      aboveActionLevel: ibutg > actionRow.ibutg + EPS,
      nr15Applicable: !openSky,
      insalubrious: exceedsLimit && !openSky,
      judgement,
      recommendedAction: RECOMMENDED_ACTION[judgement],
      warnings,
    },
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
/** The largest M of a table: above the smaller of the two 2019 tables there is no complete answer. */
const lastRowM = (rows: readonly (readonly [number, number])[]) =>
  (rows[rows.length - 1] as readonly [number, number])[0];

function assess1978(
  input: HeatAssessmentInput,
  ibutgMeasured: number,
  hood: number,
  minutes: number,
  m: number | null,
  warnings: HeatWarning[],
): HeatAssessmentResult {
  const ibutg = ibutgMeasured + hood;
  const base = {
    norm: 'nr15-1978' as const,
    ibutg,
    ibutgMeasured,
    incrementC: hood,
    minutes,
    metabolicRate: m,
    actionLevel: null,
    aboveActionLevel: false,
    nr15Applicable: true,
  };
  if ((input.rest ?? 'local') === 'local') {
    const workload = input.workload ?? (m === null ? null : workloadOf1978(m as KcalPerHour));
    if (workload === null) return fail('noWorkload', { field: 'workload' });
    const regime = regimeFor1978(celsius(ibutg), workload);
    const exceedsLimit = regime !== 'continuous';
    const judgement: HeatJudgement = exceedsLimit ? 'above_limit' : 'acceptable';
    const data = {
      ...base,
      tabulatedMetabolicRate: null,
      workload,
      limit: null,
      regime,
      exceedsLimit,
      insalubrious: exceedsLimit,
      judgement,
      recommendedAction: RECOMMENDED_ACTION[judgement],
      warnings,
    };
    return { ok: true, data };
  }
  if (m === null) return fail('noActivities', { field: 'activities' });
  const row = readTable(NR15_1978_QUADRO2, m);
  if (!row.ok) return fail('metabolicRateOutOfTable', { value: round1(m), max: row.max, unit: 'kcal/h' });
  if (row.belowTable) warnings.push('belowTable');
  const exceedsLimit = ibutg > row.ibutg + EPS;
  const judgement: HeatJudgement = exceedsLimit ? 'above_limit' : 'acceptable';
  const data = {
    ...base,
    tabulatedMetabolicRate: row.m,
    workload: null,
    limit: row.ibutg,
    regime: null,
    exceedsLimit,
    insalubrious: exceedsLimit,
    judgement,
    recommendedAction: RECOMMENDED_ACTION[judgement],
    warnings,
  };
  return { ok: true, data };
}
