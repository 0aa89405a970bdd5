// The chart options shared with the PDF print dark text on white; on the dark theme the screen
// swaps that ink for a light one (the data colours per axis stay the same).
const PRINT_INK = '#1b2430';
const PRINT_GRID = '#dde3ea';

export function forScheme<T>(option: T, dark: boolean): T {
  if (!dark) return option;
  const swap = (value: unknown): unknown => {
    if (value === PRINT_INK) return '#d0d7de';
    if (value === PRINT_GRID) return '#3a424d';
    if (Array.isArray(value) || ArrayBuffer.isView(value) || value === null || typeof value !== 'object')
      return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, k === 'data' ? v : swap(v)]),
    );
  };
  const out = swap(option) as T & { series?: unknown[] };
  if (Array.isArray(out.series)) out.series = out.series.map(swap);
  return out;
}
