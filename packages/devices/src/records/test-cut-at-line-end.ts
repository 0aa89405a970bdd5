// Test support: a record text cut at a line end, some of its rows missing (the "Bad input" of a copy
// cut short between two lines), and what the line parser says of it.

/** Where each `d` line of a record text starts (a row; an AxPro row's `s` lines follow its `d` line). */
export function dLineStarts(text: string): number[] {
  return [...text.matchAll(/\nd;/g)].map((m) => (m.index as number) + 1);
}

export interface CutAtLineEnd {
  text: string;
  /** The rows kept and the rows the header declares. */
  found: number;
  declared: number;
  /** The number of the last `d` line kept. */
  lastDataLine: number;
}

/**
 * `text` cut just before one of its `d` lines, the `k`-th (modulo) of its second half when `half`
 * (a file of a few rows' bytes may not hold the rows it declares, which the scanners leave to the
 * line parser), else of all but the first; undefined for a record of fewer than 2 rows.
 */
export function cutAtLineEnd(text: string, k: number, half: boolean): CutAtLineEnd | undefined {
  const starts = dLineStarts(text);
  if (starts.length < 2) return undefined;
  const first = half ? Math.ceil(starts.length / 2) : 1;
  const found = first + (k % (starts.length - first));
  const end = starts[found] as number;
  return {
    text: text.slice(0, end),
    found,
    declared: starts.length,
    lastDataLine: text.slice(0, starts[found - 1]).split('\n').length,
  };
}
