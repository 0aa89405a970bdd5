// Record (normal) mode: a measured series → IBUTG per sample, validity flags, critical hour, assessment.
import { findCriticalWindow, type WindowSearch } from './critical-window.ts';
import { assessHeat, type HeatAssessmentInput, type HeatAssessmentResult } from './evaluate.ts';
import type { HeatSeries } from './types.ts';
import { isDryWick, STABILISATION_MIN } from './validity.ts';

export type HeatFlag =
  /** Samples of the first minutes, before the sensors stabilised: left out of the window search. */
  | { readonly kind: 'stabilisation'; readonly samples: number; readonly minutes: number }
  /** Every sample is within the stabilisation time: the window uses them anyway, labelled. */
  | { readonly kind: 'notStabilised' }
  /** Natural wet bulb inconsistent with dry bulb and humidity (dry wick). */
  | {
      readonly kind: 'dryWick';
      readonly samples: number;
      readonly firstLine: number;
      readonly firstOffsetS: number;
    }
  /** Less than 60 min of usable data: computed over what exists. */
  | { readonly kind: 'shortWindow'; readonly minutes: number }
  /** Solar load asked but the source has no dry bulb: the formula without solar load was used. */
  | { readonly kind: 'noDryBulb' };

export interface SeriesOptions extends Omit<HeatAssessmentInput, 'situations'> {
  /** Outdoors with direct sun: NHO-06 eq. 5.2 (needs the dry bulb). */
  readonly solarLoad?: boolean;
  /** Default STABILISATION_MIN. */
  readonly stabilisationMin?: number;
}

export interface SeriesAssessment {
  /** IBUTG of each sample (°C, NaN for gaps), for charts. */
  readonly ibutg: Float64Array;
  readonly window: WindowSearch;
  readonly flags: readonly HeatFlag[];
  readonly assessment: HeatAssessmentResult;
}

/** IBUTG per sample: eq. 5.2 with solar load and a dry bulb, else eq. 5.1 (NHO-06 2017). */
export function ibutgSeries(series: HeatSeries, solarLoad: boolean): Float64Array {
  const { tg, tbn, tbs } = series;
  const n = tg.length;
  const out = new Float64Array(n);
  if (solarLoad && tbs)
    for (let i = 0; i < n; i++)
      out[i] = 0.7 * (tbn[i] as number) + 0.1 * (tbs[i] as number) + 0.2 * (tg[i] as number);
  else for (let i = 0; i < n; i++) out[i] = 0.7 * (tbn[i] as number) + 0.3 * (tg[i] as number);
  return out;
}

// The loops over the samples are functions of their own answering a number: V8 compiles a long
// loop while it runs, and code after it in the same function has no type feedback yet (that
// compiled loop was thrown away at its end on every series).

/**
 * The first sample from `from` on with a dry wick, or -1 (with `count`: how many there are from
 * `from` on). Logged values repeat from one sample to the next (0.1 °C, 1 %): a sample whose
 * values are the previous one's (===) keeps its judgement. Compared with the previous sample, not
 * with doubles carried from one iteration to the next (V8 kept those boxed: a heap number each).
 */
function dryWickScan(
  tbn: Float64Array,
  tbs: Float64Array,
  rh: Float64Array,
  from: number,
  count: boolean,
): number {
  let found = 0;
  let dryWick = false;
  for (let i = from; i < tbn.length; i++) {
    if (i === from || tbn[i] !== tbn[i - 1] || tbs[i] !== tbs[i - 1] || rh[i] !== rh[i - 1])
      dryWick = isDryWick(tbn[i] as number, tbs[i] as number, rh[i] as number);
    if (dryWick) {
      if (!count) return i;
      found++;
    }
  }
  return count ? found : -1;
}

function dryWickFlag(series: HeatSeries): HeatFlag | null {
  const { tbs, rh, tbn } = series;
  if (!tbs || !rh) return null;
  const first = dryWickScan(tbn, tbs, rh, 0, false);
  if (first < 0) return null;
  return {
    kind: 'dryWick',
    samples: dryWickScan(tbn, tbs, rh, first, true),
    firstLine: series.lineOf[first] ?? 0,
    firstOffsetS: first * series.intervalS,
  };
}

/** Never throws; an empty series gives the assessment's own 'noSituations' reason. */
export function assessHeatSeries(series: HeatSeries, options: SeriesOptions): SeriesAssessment | null {
  const flags: HeatFlag[] = [];
  const solar = options.solarLoad === true;
  if (solar && !series.tbs) flags.push({ kind: 'noDryBulb' });
  const ibutg = ibutgSeries(series, solar);
  const n = ibutg.length;
  const stabilisationMin = options.stabilisationMin ?? STABILISATION_MIN;
  let from = Math.min(n, Math.ceil((stabilisationMin * 60) / series.intervalS));
  let window = from < n ? findCriticalWindow(ibutg, series.intervalS, from) : null;
  if (window === null) {
    from = 0;
    window = findCriticalWindow(ibutg, series.intervalS, 0);
    if (window === null) return null;
    if (stabilisationMin > 0) flags.push({ kind: 'notStabilised' });
  } else if (from > 0) {
    flags.push({ kind: 'stabilisation', samples: from, minutes: (from * series.intervalS) / 60 });
  }
  const dry = dryWickFlag(series);
  if (dry) flags.push(dry);
  if (window.short) flags.push({ kind: 'shortWindow', minutes: window.minutes });
  const assessment = assessHeat({
    ...options,
    situations: [{ minutes: window.minutes, ibutg: window.meanIbutg }],
  });
  return { ibutg, window, flags, assessment };
}
