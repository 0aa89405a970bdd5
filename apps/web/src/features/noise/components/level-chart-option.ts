import type { NoiseSeries } from '@ohp/exposure';
import type { ChartLabels, ChartLook } from '@ohp/reports';
import { decimateMinMax } from '@ohp/reports/charts/decimate';
import { clippingRows, noiseChartData } from '@ohp/reports/noise/chart-data';
import { levelOverTimeOption } from '@ohp/reports/noise/chart-options';
import type { EChartOption } from '../../../components/charts/echart';
import type { SoundLevelSettings } from '../lib/chart-settings';
import { recordClock } from '../lib/record-clock';

const DAY_MS = 86_400_000;

// The sound level chart's option: the shared option builder's (threshold/criterion lines, shaded
// clipped/paused periods, 115 dB peaks) with the screen's zoom (dataZoom) and period selection
// (brush). Only the visible window is decimated (min/max per pixel column). A function of its own:
// the chart builds it, and so does the warm-up that runs the chart code once before the first
// draw (./noise-charts-warm-up.ts), with the very same option shape.

export type ChartWindow = [number, number];

export interface Span {
  t0: number;
  t1: number;
  dtMs: number;
}

export function spanOf(series: NoiseSeries): Span {
  const dtMs = series.intervalS * 1000;
  return { t0: series.startMs, t1: series.startMs + series.laeq.length * dtMs, dtMs };
}

/** Decimated [time, level] points of the samples in the window (one interval of margin each side). */
export function windowPoints(
  series: NoiseSeries,
  window: ChartWindow,
  maxPoints: number,
): Array<[number, number | null]> {
  const { t0, dtMs } = spanOf(series);
  const n = series.laeq.length;
  const from = Math.max(0, Math.floor((window[0] - t0) / dtMs) - 1);
  const to = Math.min(n, Math.ceil((window[1] - t0) / dtMs) + 1);
  const { x, y } = decimateMinMax(
    series.laeq.subarray(from, to),
    Math.ceil(maxPoints / 2),
    t0 + from * dtMs,
    dtMs,
  );
  const points: Array<[number, number | null]> = [];
  for (let i = 0; i < x.length; i++) {
    const v = y[i] as number;
    points.push([x[i] as number, Number.isNaN(v) ? null : Math.round(v * 10) / 10]);
  }
  return points;
}

export interface LevelChartInput {
  series: NoiseSeries;
  thresholdDb: number;
  criterionDb: number;
  labels: ChartLabels;
  look: ChartLook;
  settings: SoundLevelSettings;
  /** The visible window; the whole record when null. */
  window: ChartWindow | null;
}

/**
 * The peak marks (up to 500) drawn as one shape (ECharts' large mode), not an element each: they
 * were a fifth of the chart's first draw. They take no hover of their own (the tooltip follows the
 * axis). Not without marks: a large scatter with no point throws at every repaint.
 */
function peakSeries(peaks: Record<string, unknown>): Record<string, unknown> {
  const count = Array.isArray(peaks.data) ? peaks.data.length : 0;
  return { ...peaks, animation: false, ...(count > 0 ? { large: true, largeThreshold: 1 } : {}) };
}

export function levelChartOption(input: LevelChartInput): EChartOption {
  const { series, settings, look } = input;
  const span = spanOf(series);
  // Levels and peak marks only: the histogram and bands are computed after the first draw.
  const data = noiseChartData(series, {});
  const base = levelOverTimeOption(
    data,
    { thresholdDb: input.thresholdDb, criterionDb: input.criterionDb, clippings: clippingRows(series) },
    input.labels,
    look,
    settings.maxPoints,
  ) as Record<string, unknown> & { series: Array<Record<string, unknown>> };
  const window = input.window ?? [span.t0, span.t1];
  const multiDay = span.t1 - span.t0 > DAY_MS;
  const clock = recordClock(series);
  const [line, peaks] = base.series;
  const lineSeries: Record<string, unknown> = {
    ...line,
    // The whole record: the shared builder's points are those very ones (the same decimation of the
    // same samples); a window: its own.
    data: input.window === null ? line?.data : windowPoints(series, window, settings.maxPoints),
    sampling: undefined,
    animation: false,
  };
  if (!settings.showLimits) delete lineSeries.markLine;
  return {
    ...base,
    animation: false,
    grid: { left: 52, right: 20, top: 36, bottom: 74 },
    xAxis: {
      ...(base.xAxis as object),
      min: span.t0,
      max: span.t1,
      axisLabel: {
        color: look.text,
        fontSize: 10,
        hideOverlap: true,
        formatter: multiDay ? clock.dayTick : clock.time,
      },
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: (params: Array<{ value: [number, number | null]; seriesName: string }>) => {
        const p = params[0];
        if (!p) return '';
        return `${clock.dateTime(p.value[0])}<br/>${p.seriesName}: ${p.value[1] ?? '-'} dB`;
      },
    },
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: 0,
        filterMode: 'none',
        startValue: window[0],
        endValue: window[1],
        minValueSpan: span.dtMs * 10,
      },
      {
        type: 'slider',
        xAxisIndex: 0,
        filterMode: 'none',
        startValue: window[0],
        endValue: window[1],
        height: 18,
        bottom: 8,
        showDataShadow: false,
        textStyle: { color: look.text },
        labelFormatter: (v: number) => (multiDay ? clock.dateTime(v) : clock.time(v)),
      },
    ],
    brush: {
      xAxisIndex: 0,
      brushType: 'lineX',
      brushMode: 'single',
      transformable: false,
      brushStyle: { color: 'rgba(250, 176, 5, 0.25)', borderColor: look.accent, borderWidth: 1 },
    },
    toolbox: { show: false, feature: { brush: { type: ['lineX', 'clear'] } } },
    series: settings.showPeaks && peaks ? [lineSeries, peakSeries(peaks)] : [lineSeries],
  };
}
