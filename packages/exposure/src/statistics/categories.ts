// AIHA exposure categories (AIHA 4th ed., table 4.1 / ch. 8): the 95th percentile against the OEL.
//   0: < 1 %   1: 1–10 %   2: 10–50 %   3: 50–100 %   4: > 100 % of the OEL.
// A P95 exactly on a boundary goes to the higher category (the conservative side).

export type AihaCategory = 0 | 1 | 2 | 3 | 4;

/** Upper bounds of categories 0–3 as fractions of the OEL. */
export const AIHA_BOUNDS = [0.01, 0.1, 0.5, 1] as const;

export function aihaCategory(p95: number, oel: number): AihaCategory {
  const ratio = p95 / oel;
  for (let c = 0; c < AIHA_BOUNDS.length; c++)
    if (ratio < (AIHA_BOUNDS[c] as number)) return c as AihaCategory;
  return 4;
}
