// Temperatures over time (tg, tbn, tbs, IBUTG) with the limit and action-level lines and the
// critical 60-minute window shaded: the same option draws the screen and the PDF's vector chart.
import type { ChartOption } from '../charts/render-svg.ts';
import { decimateMinMax } from '../charts/decimate.ts';
import type { HeatChartData } from './report-input.ts';

export interface HeatChartLabels {
  temperature: string;
  time: string;
  /** Axis title of a record timed from its start ("Minutos desde o início"); absent: "<time> (min)". */
  minutes?: string;
  limit: string;
  actionLevel: string;
  window: string;
  /** e.g. '°C' */
  unit: string;
  /** A temperature in the display unit as the report's language writes it (decimal comma or point). */
  format?: (value: number) => string;
  /** An axis tick in the language's numbers ("1.200" minutes in pt-BR); absent: ECharts' own. */
  tick?: (value: number) => string;
}

export interface HeatChartLook {
  text: string;
  grid: string;
  tg: string;
  tbn: string;
  tbs: string;
  ibutg: string;
  danger: string;
  accent: string;
  shade: string;
  /** Components' periods on the timeline. */
  component: string;
  labelBackground: string;
}

export const heatPrintLook: HeatChartLook = {
  text: '#1b2430',
  grid: '#dde3ea',
  tg: '#c05621',
  tbn: '#2b6cb0',
  tbs: '#718096',
  ibutg: '#1b2430',
  danger: '#c62828',
  accent: '#b7791f',
  shade: 'rgba(11, 110, 153, 0.12)',
  component: 'rgba(183, 121, 31, 0.16)',
  labelBackground: 'rgba(255, 255, 255, 0.85)',
};

const axisStyle = (look: HeatChartLook) => ({
  axisLine: { lineStyle: { color: look.grid } },
  axisLabel: { color: look.text, fontSize: 10 },
  splitLine: { lineStyle: { color: look.grid } },
  nameTextStyle: { color: look.text, fontSize: 10 },
});

/** A value axis' ticks in the language's numbers, when the labels say how. */
const tickLabels = (look: HeatChartLook, labels: HeatChartLabels) =>
  labels.tick ? { axisLabel: { color: look.text, fontSize: 10, formatter: labels.tick } } : {};

/**
 * What the chart draws (the screen's "temperature line and limit" settings, SPEC §3; the PDF draws
 * everything): each temperature line, the limit and action-level lines, the critical window.
 */
export interface HeatChartShow {
  tg: boolean;
  tbn: boolean;
  tbs: boolean;
  ibutg: boolean;
  limit: boolean;
  window: boolean;
}

export const showEverything: HeatChartShow = {
  tg: true,
  tbn: true,
  tbs: true,
  ibutg: true,
  limit: true,
  window: true,
};

/** values[from, to) without a copy where they are a typed array. */
function partOf(values: ArrayLike<number>, from: number, to: number): ArrayLike<number> {
  if (ArrayBuffer.isView(values)) return (values as unknown as Float64Array).subarray(from, to);
  return Array.prototype.slice.call(values, from, to) as number[];
}

/**
 * `toUnit` converts °C to the display unit (identity for °C). `window` (epoch ms of the record's
 * clock, also for a relative record) decimates only that part, for a viewer zoomed in: every sample
 * of a short window is drawn.
 */
export function temperaturesOption(
  data: HeatChartData,
  labels: HeatChartLabels,
  toUnit: (c: number) => number = (c) => c,
  look: HeatChartLook = heatPrintLook,
  maxPoints = 1200,
  visible: HeatChartShow = showEverything,
  window?: [number, number],
): ChartOption {
  const dx = data.intervalS * 1000;
  // Relative times are drawn in minutes from the start; absolute ones on a time axis.
  const x = (ms: number) => (data.relative ? Math.round(((ms - data.startMs) / 60000) * 100) / 100 : ms);
  const n = data.tg.length;
  // The samples drawn: the window's (one beyond each edge, so the lines reach the sides), or all.
  const from = window ? Math.max(0, Math.floor((window[0] - data.startMs) / dx) - 1) : 0;
  const to = window ? Math.min(n, Math.ceil((window[1] - data.startMs) / dx) + 2) : n;
  const line = (values: ArrayLike<number>, name: string, color: string, width = 1) => {
    const part = window ? partOf(values, from, to) : values;
    const d = decimateMinMax(part, Math.ceil(maxPoints / 2), data.startMs + from * dx, dx);
    const points: Array<[number, number | null]> = [];
    for (let i = 0; i < d.x.length; i++) {
      const v = d.y[i] as number;
      points.push([x(d.x[i] as number), Number.isNaN(v) ? null : Math.round(toUnit(v) * 10) / 10]);
    }
    return {
      name,
      type: 'line',
      data: points,
      showSymbol: false,
      connectNulls: false,
      lineStyle: { width, color },
      itemStyle: { color },
    };
  };
  const marks = visible.limit ? [data.limit, data.actionLevel].filter((v): v is number => v !== null) : [];
  // The value axis spans every sample and the marks shown. One pass, no copy: a 7-day record is
  // 2.4 million values (gathered into one array and spread again, they cost ≈ 0.1 s and the GC).
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  const span = (v: number) => {
    const u = toUnit(v);
    if (u < lo) lo = u;
    if (u > hi) hi = u;
  };
  for (const arr of [data.tg, data.tbn, data.ibutg, data.tbs ?? []])
    for (let i = 0; i < arr.length; i++) {
      const v = arr[i] as number;
      if (!Number.isNaN(v)) span(v);
    }
  for (const v of marks) span(v);
  if (!Number.isFinite(lo)) {
    lo = 0;
    hi = 1;
  }
  const fmt = (v: number) => Math.round(toUnit(v) * 10) / 10;
  const show = (v: number) => `${labels.format ? labels.format(fmt(v)) : fmt(v)} ${labels.unit}`;
  const ibutg = {
    ...line(data.ibutg, 'IBUTG', look.ibutg, 1.6),
    markArea: {
      silent: true,
      itemStyle: { color: look.shade },
      label: { show: true, position: 'insideTop', color: look.text, fontSize: 9 },
      data: [
        ...(visible.window && data.windowEndMs > data.windowStartMs
          ? [[{ xAxis: x(data.windowStartMs), name: labels.window }, { xAxis: x(data.windowEndMs) }]]
          : []),
        // Components: their periods of the record, named, in the accent colour.
        ...(data.components ?? []).map((c) => [
          { xAxis: x(c.startMs), name: c.name, itemStyle: { color: look.component } },
          { xAxis: x(c.endMs) },
        ]),
      ],
    },
    markLine: {
      silent: true,
      symbol: 'none',
      data: [
        ...(data.limit === null || !visible.limit
          ? []
          : [
              {
                yAxis: fmt(data.limit),
                name: `${labels.limit} ${show(data.limit)}`,
                lineStyle: { color: look.danger, type: 'dashed' },
                label: { position: 'insideEndTop' },
              },
            ]),
        ...(data.actionLevel === null || !visible.limit
          ? []
          : [
              {
                yAxis: fmt(data.actionLevel),
                name: `${labels.actionLevel} ${show(data.actionLevel)}`,
                lineStyle: { color: look.accent, type: 'dashed' },
                label: { position: 'insideEndBottom' },
              },
            ]),
      ],
      label: {
        formatter: '{b}',
        color: look.text,
        fontSize: 9,
        backgroundColor: look.labelBackground,
        padding: [1, 3],
        borderRadius: 2,
      },
    },
  };
  const series = [];
  if (visible.tg) series.push(line(data.tg, 'tg', look.tg));
  if (visible.tbn) series.push(line(data.tbn, 'tbn', look.tbn));
  if (data.tbs && visible.tbs) series.push(line(data.tbs, 'tbs', look.tbs));
  // The IBUTG series carries the window, the components and the limit lines: hidden, it draws no line.
  const ibutgSeries = visible.ibutg
    ? ibutg
    : { ...ibutg, lineStyle: { width: 0, color: look.ibutg }, data: [] };
  return {
    grid: { left: 48, right: 20, top: 30, bottom: 36 },
    legend: { top: 0, textStyle: { color: look.text, fontSize: 10 } },
    xAxis: {
      type: data.relative ? 'value' : 'time',
      name: data.relative ? (labels.minutes ?? `${labels.time} (min)`) : labels.time,
      nameLocation: 'middle',
      nameGap: 24,
      // With a window the lines cover only it: the axis keeps the whole record (zoom and slider).
      ...(window && n > 0 ? { min: x(data.startMs), max: x(data.startMs + (n - 1) * dx) } : {}),
      ...axisStyle(look),
      ...(data.relative ? tickLabels(look, labels) : {}),
    },
    yAxis: {
      type: 'value',
      name: `${labels.temperature} (${labels.unit})`,
      // Whole steps of 5 so that the first label is not crowded by the axis minimum.
      min: Math.floor((lo - 1) / 5) * 5,
      max: Math.ceil((hi + 1) / 5) * 5,
      ...axisStyle(look),
      ...tickLabels(look, labels),
    },
    series: [...series, ibutgSeries],
  };
}
