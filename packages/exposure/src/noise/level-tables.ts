// Exact lookup tables for levels with 0.1 dB resolution (what dosimeters record). A level L uses
// the table only when L === k/10 for an integer k, and the table holds the very expression the
// formula would compute for k/10 — results are bit-identical to calling pow, only faster.

export const TABLE_MAX_TENTHS = 1500;

/** 10^(L/10) for L = k/10 dB, k = 0 … 1500. */
export const ENERGY_TABLE: Float64Array = Float64Array.from(
  { length: TABLE_MAX_TENTHS + 1 },
  (_, k) => 10 ** (k / 10 / 10),
);

/**
 * 2^((L − Lc)·(1/q)) for L = k/10 dB, the dose weight of a level; 0 below `threshold` (a level that
 * adds nothing to the dose) when one is given.
 */
export function doseWeightTable(
  criterionLevel: number,
  invQ: number,
  threshold = Number.NEGATIVE_INFINITY,
): Float64Array {
  return Float64Array.from({ length: TABLE_MAX_TENTHS + 1 }, (_, k) =>
    k / 10 >= threshold ? 2 ** ((k / 10 - criterionLevel) * invQ) : 0,
  );
}

/** Table index of a level, or −1 when the level is not an exact tenth in 0 … 150 dB. */
export function tenthsIndex(level: number): number {
  const k = Math.round(level * 10);
  return k >= 0 && k <= TABLE_MAX_TENTHS && k / 10 === level ? k : -1;
}
