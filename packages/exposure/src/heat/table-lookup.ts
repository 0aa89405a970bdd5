// Reading an M → IBUTG table at an M between rows (docs/heat-calculations.md "Conservative M rule").

/** Tolerance that only absorbs floating-point noise (e.g. a weighted M of 200.00000000001). */
const EPS = 1e-9;

export type TableRead =
  | { readonly ok: true; readonly m: number; readonly ibutg: number; readonly belowTable: boolean }
  | { readonly ok: false; readonly max: number };

/**
 * The row of the smallest tabulated M ≥ m: an M between two rows takes the next higher tabulated M
 * (a higher M gives a lower IBUTG, the conservative choice). Below the first row the first row is
 * used (flagged); above the last row there is no value (the norm does not cover it).
 */
export function readTable(rows: readonly (readonly [number, number])[], m: number): TableRead {
  const last = rows[rows.length - 1] as readonly [number, number];
  if (!(m <= last[0] + EPS)) return { ok: false, max: last[0] };
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((rows[mid] as readonly [number, number])[0] + EPS >= m) hi = mid;
    else lo = mid + 1;
  }
  const row = rows[lo] as readonly [number, number];
  return {
    ok: true,
    m: row[0],
    ibutg: row[1],
    belowTable: m < (rows[0] as readonly [number, number])[0] - EPS,
  };
}
