import type { Co2ExposureResult, Co2Series } from '@ohp/exposure';
import type { Co2ChartData } from './report-input.ts';

// What the CO2 charts draw, taken from a series and its result: one builder for the PDF report and
// the viewer's screen charts. No ECharts or pdfmake here (the web app imports it by its subpath).

export function co2ChartData(series: Co2Series, result: Co2ExposureResult): Co2ChartData {
  return {
    timeBase: series.timeBase,
    startMs: series.startMs,
    intervalS: series.intervalS,
    offsetsS: series.offsetsS,
    co2: series.co2,
    ...(series.temperature ? { temperature: series.temperature } : {}),
    ...(series.humidity ? { humidity: series.humidity } : {}),
    blocks: result.blocks.map((b) => ({ startS: b.startS, endS: b.endS, meanPpm: b.meanPpm })),
  };
}

/**
 * The registers on a regular grid with NaN in pauses, so that a line breaks where there is no data.
 * Only when the grid stays small (at most 4 × the registers); otherwise the registers as they are.
 */
export function onGrid(
  data: Pick<Co2ChartData, 'offsetsS' | 'intervalS'>,
  values: Float64Array,
): { values: Float64Array; x0S: number; dxS: number } | { values: Float64Array; xS: Float64Array } {
  const { offsetsS, intervalS } = data;
  const n = values.length;
  const first = offsetsS[0] ?? 0;
  const last = offsetsS[n - 1] ?? 0;
  const slots = Math.round((last - first) / intervalS) + 1;
  if (slots === n) return { values, x0S: first, dxS: intervalS };
  if (slots > 4 * n || !Number.isFinite(slots)) return { values, xS: offsetsS };
  const grid = new Float64Array(slots).fill(Number.NaN);
  for (let i = 0; i < n; i++) {
    grid[Math.round(((offsetsS[i] as number) - first) / intervalS)] = values[i] as number;
  }
  return { values: grid, x0S: first, dxS: intervalS };
}
