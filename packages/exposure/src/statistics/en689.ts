// EN 689:2018 "Workplace exposure — Measurement strategy for testing compliance with occupational
// exposure limit values", §5.5.2 and annex F.
export type Verdict = 'compliant' | 'noncompliant' | 'inconclusive';

/** §5.5.2 preliminary test: the fraction of the OEL every result must stay under, for n = 3, 4, 5. */
export const EN689_PRELIMINARY_FRACTIONS: Readonly<Record<number, number>> = { 3: 0.1, 4: 0.15, 5: 0.2 };

/**
 * Preliminary test (n = 3, 4 or 5; null otherwise): all results < 0.10, 0.15, 0.20 × OEL →
 * compliant; any result > OEL → non-compliant; otherwise inconclusive (more measurements needed).
 */
export function en689Preliminary(values: readonly number[], oel: number): Verdict | null {
  const fraction = EN689_PRELIMINARY_FRACTIONS[values.length];
  if (fraction === undefined) return null;
  if (values.some((v) => v > oel)) return 'noncompliant';
  if (values.every((v) => v < fraction * oel)) return 'compliant';
  return 'inconclusive';
}

/** The statistical test needs at least this many results (annex F). */
export const EN689_STATISTICAL_MIN_N = 6;

/**
 * Annex F statistical test (n ≥ 6; null otherwise): U_R = (ln OEL − ȳ)/s against the tabulated
 * U_T (the 70 % confidence tolerance factor of the 95th percentile), which is the same as comparing
 * UTL95,70 = exp(ȳ + U_T s) with the OEL: below → compliant, otherwise non-compliant. The annex has
 * no inconclusive outcome for this test.
 */
export function en689Statistical(n: number, utl9570: number, oel: number): Verdict | null {
  if (n < EN689_STATISTICAL_MIN_N) return null;
  return utl9570 < oel ? 'compliant' : 'noncompliant';
}
