// Vocabulary of the heat-stress maths (NR-15 Anexo 3 both texts, NR-09 Anexo 3, NHO-06).

export type HeatNorm = 'nr15-1978' | 'nr15-2019';
export type RestPlace = 'local' | 'elsewhere';
export type Workload = 'light' | 'moderate' | 'heavy';
/** NR-15 Anexo 3 (1978) Quadro 1 regimes (work/rest minutes per hour). */
export type HeatRegime = 'continuous' | '45/15' | '30/30' | '15/45' | 'not_allowed';
/** NHO-06 (2017) "Critério de julgamento e tomada de decisão". */
export type HeatJudgement = 'acceptable' | 'above_action_level' | 'uncertainty' | 'above_limit';

/**
 * A heat series on a regular time grid (°C, %): sample k is the interval starting at
 * startMs + k·intervalS. NaN marks a gap (no data) in every column.
 */
export interface HeatSeries {
  readonly timeBase: 'absolute' | 'relative';
  /** Epoch ms of the first sample (absolute) or the first time value in ms (relative). */
  readonly startMs: number;
  readonly intervalS: number;
  /** Globe temperature (°C). */
  readonly tg: Float64Array;
  /** Natural wet bulb (°C). */
  readonly tbn: Float64Array;
  /** Dry bulb (°C), or null when the source has none. */
  readonly tbs: Float64Array | null;
  /** Relative humidity (%), or null. */
  readonly rh: Float64Array | null;
  /** 1-based source line of each sample (CSV line or record line), 0 for a gap. */
  readonly lineOf: Int32Array;
}
