// The heat analysis a saved measurement was judged with, read from its saved state (the heat
// screen's `state.heat.options`, docs/web-heat.md): the text of NR-15 Anexo 3 (1978 or 2019), the
// rest place, workload, hood, solar load, open sky, clothing and M. The S-2240 figures use the same
// analysis, so the event's IBUTG and limTol are the report's. Anything missing or unknown takes the
// heat screen's default (2019 text, rest at the place, no increments).
import { CLOTHING_INCREMENTS, type HeatNorm, type RestPlace, type Workload } from '@ohp/exposure';

export interface HeatAnalysis {
  readonly norm: HeatNorm;
  readonly rest: RestPlace;
  /** 1978 text with rest at the place: the class chosen; undefined = the class of M. */
  readonly workload?: Workload;
  readonly hood: boolean;
  readonly solarLoad: boolean;
  readonly openSky: boolean;
  /** NHO-06 clothing increment (°C); 2019 text only. */
  readonly clothingIncrementC: number;
  /** M saved with the analysis (W under 2019, kcal/h under 1978); null when none was typed. */
  readonly metabolicRate: number | null;
}

export const DEFAULT_HEAT_ANALYSIS: HeatAnalysis = {
  norm: 'nr15-2019',
  rest: 'local',
  hood: false,
  solarLoad: false,
  openSky: false,
  clothingIncrementC: 0,
  metabolicRate: null,
};

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The heat analysis of a saved state (never throws: unknown values take the defaults). */
export function heatAnalysisOfState(state: unknown): HeatAnalysis {
  const o = record(record(record(state).heat).options);
  const norm: HeatNorm = o.norm === 'nr15-1978' ? 'nr15-1978' : 'nr15-2019';
  const rest: RestPlace = o.rest === 'elsewhere' ? 'elsewhere' : 'local';
  const workload =
    o.workload === 'light' || o.workload === 'moderate' || o.workload === 'heavy' ? o.workload : undefined;
  const clothing =
    norm === 'nr15-2019' ? (CLOTHING_INCREMENTS.find((c) => c.key === o.clothing)?.incrementC ?? 0) : 0;
  const m = o.metabolicRate;
  return {
    norm,
    rest,
    ...(workload ? { workload } : {}),
    hood: o.hood === true,
    solarLoad: o.solarLoad === true,
    openSky: norm === 'nr15-2019' && o.openSky === true,
    clothingIncrementC: clothing,
    metabolicRate: typeof m === 'number' && Number.isFinite(m) && m > 0 ? m : null,
  };
}
