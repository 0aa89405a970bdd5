// One line per measured figure, read by `npm run bench` (bench/run-all.ts) to print the summary
// table. The human-readable lines of each bench stay as they are; this line comes in addition.
export const FIGURE_PREFIX = '@figure ';

export interface Figure {
  /** What was measured, e.g. "noise 24 h + thirds: parse + analyse (median)". */
  name: string;
  value: number;
  /** The budget in the same unit; null when the figure is informative (a "before"). */
  budget: number | null;
  unit: string;
  /** Most budgets are ceilings; a throughput or a speed-up is a floor. */
  better?: 'lower' | 'higher';
  /** How the summary writes the value when the number alone would mislead (a reading below what can be seen). */
  shownAs?: string;
}

export function reportFigure(figure: Figure): void {
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
