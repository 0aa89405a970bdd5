// Input and output types of the noise calculations. Device parsers map their records into
// NoiseSeries; the viewer, the CLI and the PDF report read NoiseExposureResult.
import type { Decibels, EpochMs, Minutes, Percent, Seconds } from '../units/index.ts';

/** A period left out of every figure. 'clip' = excluded by the user; 'pause' = the device recorded nothing. */
export type ExcludedKind = 'clip' | 'pause';

export interface ExcludedPeriod {
  readonly kind: ExcludedKind;
  /** Inclusive start and exclusive end. An interval is excluded when its midpoint lies in [startMs, endMs). */
  readonly startMs: EpochMs;
  readonly endMs: EpochMs;
  readonly observation?: string;
}

export type BandKind = 'octave' | 'third';

/** Band levels per logging interval, one Float64Array per band (dB, same length as `laeq`). */
export interface BandSeries {
  readonly kind: BandKind;
  /** Column names as in the samples CSV, e.g. 'oct_1k', 'third_31.5'. */
  readonly names: readonly string[];
  /** Nominal centre frequencies in Hz, e.g. 31.5, 1000. */
  readonly centresHz: readonly number[];
  readonly levels: readonly Float64Array[];
}

/** Frequency weighting of the peak channel: LCpeak = 'C', LZpeak/Lpeak = 'Z'. */
export type PeakWeighting = 'C' | 'Z';

/**
 * A noise record on a regular time grid: interval i covers
 * [startMs + i·intervalS·1000, startMs + (i+1)·intervalS·1000).
 * A NaN level means the device recorded no data for that interval (pause).
 */
export interface NoiseSeries {
  readonly startMs: EpochMs;
  /** 'absolute' when the source gave dates; 'relative' when it gave seconds from the start (startMs is then that offset). */
  readonly timeBase: 'absolute' | 'relative';
  readonly intervalS: Seconds;
  /** LAeq of each logging interval, dB(A). */
  readonly laeq: Float64Array;
  /** Peak level of each interval (dB), optional. */
  readonly peak?: Float64Array;
  readonly peakWeighting?: PeakWeighting;
  /** LAFmax of each interval, dB(A), optional. */
  readonly lafmax?: Float64Array;
  readonly octaves?: BandSeries;
  readonly thirds?: BandSeries;
  readonly excluded: readonly ExcludedPeriod[];
}

/** Dosimeter parameters. Presets in presets.ts; every field overridable by the device configuration. */
export interface NoiseCriteria {
  /** Criterion level (critério de referência), dB(A): the level giving 100 % over 480 min. */
  readonly criterionLevel: Decibels;
  /** Exchange rate q (incremento de duplicação de dose), dB. */
  readonly exchangeRate: Decibels;
  /** Threshold level (nível limiar de integração), dB(A): levels below it add no dose. */
  readonly threshold: Decibels;
  /** Declared workday (jornada). Undefined = the measured duration. */
  readonly workdayMin?: Minutes;
}

export type Judgement = 'acceptable' | 'action_level' | 'uncertainty' | 'above_limit';

/** Which channel `peaksAbove115` counted: the peak column, else LAFmax, else LAeq. */
export type PeakSource = 'peak' | 'lafmax' | 'laeq';

/** One row of the NR-15 quadro that the record reached: C (exposedMin) and T (permissibleMin). */
export interface Nr15TableRowResult {
  readonly tableLevel: Decibels;
  readonly permissibleMin: Minutes;
  readonly exposedMin: Minutes;
  /** C/T */
  readonly fraction: number;
}

export interface Nr15TableResult {
  /** Rows with exposure, by level; levels above 115 dB(A) are not in them (see forbiddenMin). */
  readonly rows: readonly Nr15TableRowResult[];
  /** C1/T1 + C2/T2 + … (NR-15 Anexo 1 item 6); above 1 = above the tolerance limit. */
  readonly sum: number;
  readonly dosePct: Percent;
  /** Minutes above 115 dB(A) (no permissible time; counted at 7 min in `sum`). */
  readonly forbiddenMin: Minutes;
}

export interface NoiseExposureResult {
  readonly criteria: Required<NoiseCriteria>;
  /** Effective measured time TE: intervals with data that are not excluded. */
  readonly durationMin: Minutes;
  /** Whole grid span, and the parts of it that were clipped or had no data (pauses). */
  readonly spanMin: Minutes;
  readonly clippedMin: Minutes;
  readonly pausedMin: Minutes;
  readonly workdayMin: Minutes;
  readonly dosePct: Percent;
  readonly projectedDosePct: Percent;
  readonly projectedWorkdayDosePct: Percent;
  /** Null when undefined: no data (all) or dose 0 (lavg, ne, nen, twa). */
  readonly lavg: Decibels | null;
  readonly laeq: Decibels | null;
  readonly ne: Decibels | null;
  readonly nen: Decibels | null;
  readonly twa: Decibels | null;
  readonly minLevel: Decibels | null;
  readonly maxLevel: Decibels | null;
  readonly maxPeak: Decibels | null;
  readonly maxLafmax: Decibels | null;
  readonly peaksAbove115: number;
  readonly peakSource: PeakSource;
  /** True when any included interval has LAeq > 115 dB(A) (NR-15 Anexo 1 items 5 and 7). */
  readonly exceeds115: boolean;
  readonly minutesAbove115: Minutes;
  readonly nr15Table: Nr15TableResult;
  readonly nr15TableDosePct: Percent;
  /** NHO-01 judgement of the daily dose (projectedWorkdayDosePct); null when there is no data. */
  readonly judgement: Judgement | null;
}
