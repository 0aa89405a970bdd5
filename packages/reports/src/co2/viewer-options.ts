import type { Season } from '@ohp/exposure';
import type { ChartOption } from '../charts/render-svg.ts';
import {
  type Co2ChartLabels,
  type Co2ChartLook,
  type Co2ChartMarks,
  co2ClimateOption,
  co2LevelOption,
  co2PrintLook,
  linePoints,
  xOf,
} from './chart-options.ts';
import type { Co2ChartData } from './report-input.ts';

// The CO2 viewer's interactive charts: the report's option builders plus zoom, tooltip and a
// decimation of the visible window only, so that a 24 h record at 1 s (86,400 registers) stays fluid
// (each zoom redraws at most `maxPoints` points). No React or DOM here.

/** A part of the record in the charts' x units: epoch ms, or minutes from the start for a relative CSV. */
export type Co2Window = [number, number];

/** The whole record: from the first register's start to the last one's end. */
export function co2Span(data: Co2ChartData): Co2Window {
  const x = xOf(data);
  const n = data.offsetsS.length;
  if (n === 0) return [0, 0];
  return [x(data.offsetsS[0] as number), x((data.offsetsS[n - 1] as number) + data.intervalS)];
}

/** Offset (s) of an x value: the inverse of the charts' x. */
function offsetOf(data: Co2ChartData, value: number): number {
  if (data.timeBase === 'absolute') return (value - data.startMs) / 1000;
  return (data.offsetsS[0] ?? 0) + value * 60;
}

/** First index whose offset is ≥ `offset` (binary search over the sorted offsets). */
function lowerBound(offsets: Float64Array, offset: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((offsets[mid] as number) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Decimated points of `values` inside `window` only (one register beyond each edge, so the line
 * reaches the sides). Min/max per bucket: peaks survive at every zoom level.
 */
export function windowLinePoints(
  data: Co2ChartData,
  values: Float64Array,
  window: Co2Window,
  maxPoints = 1500,
  digits = 0,
): Array<[number, number | null]> {
  const from = Math.max(0, lowerBound(data.offsetsS, offsetOf(data, window[0]) - data.intervalS) - 1);
  const to = Math.min(data.offsetsS.length, lowerBound(data.offsetsS, offsetOf(data, window[1])) + 1);
  if (to <= from) return [];
  // x of a relative CSV counts from the record's first register, not from the window's.
  const part: Co2ChartData = { ...data, offsetsS: data.offsetsS.subarray(from, to) };
  const points = linePoints(part, values.subarray(from, to), maxPoints, digits);
  if (data.timeBase === 'absolute' || from === 0) return points;
  const shift = ((data.offsetsS[from] as number) - (data.offsetsS[0] as number)) / 60;
  return points.map(([x, y]) => [Math.round((x + shift) * 1000) / 1000, y]);
}

export interface Co2ViewerOptions {
  /** The visible part; the whole record when absent. */
  window?: Co2Window;
  maxPoints?: number;
  /** Tooltip and axis time text, e.g. "02/04/2026 10:15:00" or "+01h30". */
  formatTime: (x: number) => string;
}

function interactive(
  base: ChartOption,
  data: Co2ChartData,
  look: Co2ChartLook,
  o: Co2ViewerOptions,
  units: string[],
): ChartOption {
  const span = co2Span(data);
  const window = o.window ?? span;
  const minSpan = data.timeBase === 'absolute' ? data.intervalS * 10 * 1000 : (data.intervalS * 10) / 60;
  return {
    ...base,
    animation: false,
    grid: { ...((base as { grid?: object }).grid ?? {}), bottom: 74 },
    xAxis: {
      ...((base as { xAxis?: object }).xAxis ?? {}),
      axisLabel: {
        color: look.text,
        fontSize: 10,
        hideOverlap: true,
        formatter: (v: number) => o.formatTime(v),
      },
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: (
        params: Array<{ value: [number, number | null]; seriesName: string; seriesIndex: number }>,
      ) => {
        const first = params[0];
        if (!first) return '';
        const lines = params
          .filter((p) => Array.isArray(p.value) && p.value[1] !== null && p.value[1] !== undefined)
          .map((p) => `${p.seriesName}: ${p.value[1]} ${units[p.seriesIndex] ?? ''}`.trim());
        return [o.formatTime(first.value[0]), ...lines].join('<br/>');
      },
    },
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: 0,
        filterMode: 'none',
        startValue: window[0],
        endValue: window[1],
        minValueSpan: minSpan,
      },
      {
        type: 'slider',
        xAxisIndex: 0,
        filterMode: 'none',
        startValue: window[0],
        endValue: window[1],
        minValueSpan: minSpan,
        bottom: 8,
        height: 22,
        textStyle: { color: look.text },
        labelFormatter: (v: number) => o.formatTime(v),
      },
    ],
  };
}

/** The viewer's CO2 chart: lines of the standards set to show, 15-minute means, shaded periods. */
export function co2ViewerLevelOption(
  data: Co2ChartData,
  marks: Co2ChartMarks,
  labels: Co2ChartLabels,
  look: Co2ChartLook = co2PrintLook,
  o: Co2ViewerOptions,
): ChartOption {
  const maxPoints = o.maxPoints ?? 1500;
  const window = o.window ?? co2Span(data);
  // Only the window is decimated (the whole record is never decimated only to be replaced).
  const base = co2LevelOption(data, marks, labels, look, maxPoints, (values, digits) =>
    windowLinePoints(data, values, window, maxPoints, digits),
  );
  return interactive(base, data, look, o, ['ppm', 'ppm']);
}

/** The viewer's temperature and humidity chart, zoomed with the CO2 chart. */
export function co2ViewerClimateOption(
  data: Co2ChartData,
  season: Season,
  labels: Co2ChartLabels,
  look: Co2ChartLook = co2PrintLook,
  o: Co2ViewerOptions,
): ChartOption {
  const maxPoints = o.maxPoints ?? 1500;
  const window = o.window ?? co2Span(data);
  const base = co2ClimateOption(data, season, labels, look, maxPoints, (values, digits) =>
    windowLinePoints(data, values, window, maxPoints, digits),
  ) as ChartOption & { series: Array<Record<string, unknown>> };
  const units = base.series.map((s) => (s.name === labels.temperature ? '°C' : '%'));
  return interactive(base, data, look, o, units);
}
