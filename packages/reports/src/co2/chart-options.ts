import {
  ACGIH_STEL_PPM,
  ACGIH_TWA_PPM,
  type Co2Norm,
  IAQ_CO2_PPM,
  IAQ_RANGES,
  NR15_LIMIT_PPM,
  nr15MaxValue,
  type Season,
} from '@ohp/exposure';
import { decimateMinMax } from '../charts/decimate.ts';
import type { ChartOption } from '../charts/render-svg.ts';
import { onGrid } from './chart-data.ts';
import type { Co2ChartData } from './report-input.ts';

// ECharts options of the CO2 charts, shared by the viewer (screen look) and the PDF (print look).

export interface Co2ChartLabels {
  co2: string;
  average15: string;
  time: string;
  minutes: string;
  nr15Limit: string;
  nr15MaxValue: string;
  acgihTwa: string;
  acgihStel: string;
  indoorAir: string;
  aboveLimit: string;
  temperature: string;
  humidity: string;
  temperatureRange: string;
  humidityRange: string;
  /** Axis and line values in the reader's language (3.900 in pt-BR); plain numbers when absent. */
  formatNumber?: (value: number) => string;
}

export interface Co2ChartLook {
  text: string;
  grid: string;
  line: string;
  average: string;
  nr15: string;
  acgih: string;
  indoorAir: string;
  shade: string;
  temperature: string;
  temperatureBand: string;
  humidity: string;
  labelBackground: string;
}

export const co2PrintLook: Co2ChartLook = {
  text: '#1b2430',
  grid: '#dde3ea',
  line: '#0b6e99',
  average: '#1b2430',
  nr15: '#c62828',
  acgih: '#6a1b9a',
  indoorAir: '#2e7d32',
  shade: 'rgba(198, 40, 40, 0.10)',
  temperature: '#d84315',
  temperatureBand: 'rgba(216, 67, 21, 0.08)',
  humidity: '#0b6e99',
  labelBackground: 'rgba(255, 255, 255, 0.85)',
};

/**
 * Which reference lines a chart shows. On screen it is the saved chart setting "CO2 probe levels
 * for two occupational-exposure standards" (SPEC §3); in the report it follows the chosen norm.
 */
export interface Co2ChartMarks {
  nr15: boolean;
  acgih: boolean;
  indoorAir: boolean;
}

/** The lines of a report judged by `norm`: its standards and the indoor-air reference. */
export function co2MarksForNorm(norm: Co2Norm): Co2ChartMarks {
  return { nr15: norm !== 'acgih', acgih: norm !== 'nr15', indoorAir: true };
}

/** The screen's colours (dark theme); the light theme uses co2PrintLook. */
export const co2DarkLook: Co2ChartLook = {
  text: '#c9d1d9',
  grid: '#30363d',
  line: '#4fc3f7',
  average: '#f0f6fc',
  nr15: '#ef5350',
  acgih: '#ce93d8',
  indoorAir: '#81c784',
  shade: 'rgba(239, 83, 80, 0.16)',
  temperature: '#ff8a65',
  temperatureBand: 'rgba(255, 138, 101, 0.12)',
  humidity: '#4fc3f7',
  labelBackground: 'rgba(13, 17, 23, 0.85)',
};

const axisStyle = (look: Co2ChartLook) => ({
  axisLine: { lineStyle: { color: look.grid } },
  axisLabel: { color: look.text, fontSize: 10 },
  splitLine: { lineStyle: { color: look.grid } },
  nameTextStyle: { color: look.text, fontSize: 10 },
});

/** x of an offset: epoch ms on a time axis, or minutes from the start for a CSV timed in seconds. */
export function xOf(data: Co2ChartData): (offsetS: number) => number {
  if (data.timeBase === 'absolute') return (s) => data.startMs + s * 1000;
  const origin = data.offsetsS[0] ?? 0;
  return (s) => Math.round(((s - origin) / 60) * 1000) / 1000;
}

/** From the first register's start to the last one's end, so that every chart spans the same time. */
function xAxis(data: Co2ChartData, labels: Co2ChartLabels, look: Co2ChartLook) {
  const absolute = data.timeBase === 'absolute';
  const x = xOf(data);
  const n = data.offsetsS.length;
  return {
    type: absolute ? 'time' : 'value',
    name: absolute ? labels.time : labels.minutes,
    nameLocation: 'middle',
    nameGap: 24,
    ...(n > 0
      ? { min: x(data.offsetsS[0] as number), max: x((data.offsetsS[n - 1] as number) + data.intervalS) }
      : {}),
    ...axisStyle(look),
    // Minutes from the start in the report's numbers: ECharts' "1,200" reads as 1.2 in pt-BR.
    ...(!absolute && labels.formatNumber
      ? { axisLabel: { ...axisStyle(look).axisLabel, formatter: labels.formatNumber } }
      : {}),
    splitLine: { show: false },
  };
}

/** Decimated [x, y] points of one channel; NaN (no data) becomes a gap. */
export function linePoints(
  data: Co2ChartData,
  values: Float64Array,
  maxPoints = 1500,
  digits = 0,
): Array<[number, number | null]> {
  const x = xOf(data);
  const grid = onGrid(data, values);
  const buckets = Math.ceil(maxPoints / 2);
  const points: Array<[number, number | null]> = [];
  const scale = 10 ** digits;
  const round = (v: number) => (Number.isNaN(v) ? null : Math.round(v * scale) / scale);
  if ('xS' in grid) {
    const d = decimateMinMax(grid.values, buckets, 0, 1);
    for (let i = 0; i < d.x.length; i++)
      points.push([x(grid.xS[d.x[i] as number] as number), round(d.y[i] as number)]);
  } else {
    const d = decimateMinMax(grid.values, buckets, grid.x0S, grid.dxS);
    for (let i = 0; i < d.x.length; i++) points.push([x(d.x[i] as number), round(d.y[i] as number)]);
  }
  return points;
}

/** The 15-minute means as a step line: each block drawn flat from its start to its end. */
export function averagePoints(data: Co2ChartData): Array<[number, number | null]> {
  const x = xOf(data);
  const points: Array<[number, number | null]> = [];
  let previousEnd = Number.NaN;
  for (const b of data.blocks) {
    if (!Number.isNaN(previousEnd) && b.startS > previousEnd + 1e-6) points.push([x(previousEnd), null]);
    const mean = Math.round(b.meanPpm);
    points.push([x(b.startS), mean], [x(b.endS), mean]);
    previousEnd = b.endS;
  }
  return points;
}

interface LimitLine {
  value: number;
  name: string;
  color: string;
}

/** The reference lines shown: STEL only when the levels reach half of it (else it flattens the chart). */
export function co2LimitLines(
  marks: Co2ChartMarks,
  dataMax: number,
  labels: Co2ChartLabels,
  look: Co2ChartLook,
): LimitLine[] {
  const lines: LimitLine[] = [];
  if (marks.indoorAir) {
    lines.push({ value: IAQ_CO2_PPM, name: labels.indoorAir, color: look.indoorAir });
  }
  if (marks.nr15) {
    lines.push(
      { value: NR15_LIMIT_PPM, name: labels.nr15Limit, color: look.nr15 },
      { value: nr15MaxValue(NR15_LIMIT_PPM), name: labels.nr15MaxValue, color: look.nr15 },
    );
  }
  if (marks.acgih) {
    lines.push({ value: ACGIH_TWA_PPM, name: labels.acgihTwa, color: look.acgih });
    if (dataMax >= ACGIH_STEL_PPM / 2) {
      lines.push({ value: ACGIH_STEL_PPM, name: labels.acgihStel, color: look.acgih });
    }
  }
  return lines;
}

/** A round axis maximum a little above `value`. */
function niceMax(value: number): number {
  const target = value * 1.08;
  const step = 10 ** Math.floor(Math.log10(target));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * step >= target) return m * step;
  return 10 * step;
}

/**
 * The spans [startS, endS] of the 15-minute blocks whose mean is above `limit`, back-to-back blocks
 * joined: the same shade drawn as one area (a week above the limit is 672 blocks, and ECharts
 * took ≈ 0.1 s to lay that many areas out).
 */
export function shadedSpans(blocks: Co2ChartData['blocks'], limit: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const b of blocks) {
    if (!(b.meanPpm > limit)) continue;
    const last = spans[spans.length - 1];
    if (last && b.startS === last[1]) last[1] = b.endS;
    else spans.push([b.startS, b.endS]);
  }
  return spans;
}

/** Points of one channel: the whole record decimated (the report), or what the viewer shows. */
export type Co2PointsOf = (values: Float64Array, digits: number) => Array<[number, number | null]>;

/**
 * CO2 over time with the 15-minute means, the reference lines of the chosen standards and the
 * indoor-air reference, and the 15-minute periods above the lowest occupational limit shaded.
 */
export function co2LevelOption(
  data: Co2ChartData,
  marks: Co2ChartMarks,
  labels: Co2ChartLabels,
  look: Co2ChartLook = co2PrintLook,
  maxPoints = 1500,
  pointsOf: Co2PointsOf = (values, digits) => linePoints(data, values, maxPoints, digits),
): ChartOption {
  let dataMax = 0;
  for (let i = 0; i < data.co2.length; i++) dataMax = Math.max(dataMax, data.co2[i] as number);
  const lines = co2LimitLines(marks, dataMax, labels, look);
  const yMax = niceMax(Math.max(dataMax, ...lines.map((l) => l.value)));
  // Shaded: the 15-minute periods above the lowest occupational limit shown.
  const shadeAbove = marks.nr15 || !marks.acgih ? NR15_LIMIT_PPM : ACGIH_TWA_PPM;
  const x = xOf(data);
  const areas = shadedSpans(data.blocks, shadeAbove).map(([from, to]) => [
    { xAxis: x(from), itemStyle: { color: look.shade } },
    { xAxis: x(to) },
  ]);
  const format = labels.formatNumber ?? String;
  // Each reference line is its own legend entry (a series with no points), with only its value at
  // the right end: labels inside the plot hid the level trace where it ran close to a line.
  // A value is written only when no line already labelled lies within 6 % of the axis (else the
  // numbers overprint each other); the legend names every line anyway.
  const labelled: number[] = [];
  const showValue = lines.map((l) => {
    const free = labelled.every((v) => Math.abs(v - l.value) > yMax * 0.06);
    if (free) labelled.push(l.value);
    return free;
  });
  const limitSeries = lines.map((l, i) => ({
    name: l.name,
    type: 'line',
    data: [],
    symbol: 'none',
    lineStyle: { color: l.color, type: 'dashed', width: 1 },
    itemStyle: { color: l.color },
    markLine: {
      silent: true,
      symbol: 'none',
      data: [{ yAxis: l.value }],
      lineStyle: { color: l.color, type: 'dashed', width: 1 },
      label: {
        show: showValue[i],
        position: 'end',
        color: l.color,
        fontSize: 9,
        formatter: () => format(l.value),
      },
    },
  }));
  return {
    grid: { left: 64, right: 44, top: 56, bottom: 36 },
    legend: { top: 0, itemWidth: 18, textStyle: { color: look.text, fontSize: 9 } },
    xAxis: xAxis(data, labels, look),
    yAxis: {
      type: 'value',
      name: labels.co2,
      // Beside the axis, not above it: the legend may take two rows there.
      nameLocation: 'middle',
      nameGap: 46,
      min: 0,
      max: yMax,
      ...axisStyle(look),
      axisLabel: { color: look.text, fontSize: 10, formatter: (v: number) => format(v) },
    },
    series: [
      {
        name: labels.co2,
        type: 'line',
        data: pointsOf(data.co2, 0),
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1, color: look.line },
        itemStyle: { color: look.line },
        markArea: { silent: true, data: areas, label: { show: false } },
      },
      {
        name: labels.average15,
        type: 'line',
        data: averagePoints(data),
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1.2, color: look.average, opacity: 0.8 },
        itemStyle: { color: look.average },
      },
      ...limitSeries,
    ],
  };
}

/** Temperature (left axis) and relative humidity (right axis) with the indoor-air ranges of the season. */
export function co2ClimateOption(
  data: Co2ChartData,
  season: Season,
  labels: Co2ChartLabels,
  look: Co2ChartLook = co2PrintLook,
  maxPoints = 1500,
  pointsOf: Co2PointsOf = (values, digits) => linePoints(data, values, maxPoints, digits),
): ChartOption {
  const ranges = IAQ_RANGES[season];
  const [tLow, tHigh] = ranges.temperatureC;
  const [hLow, hHigh] = ranges.humidityPct;
  const format = labels.formatNumber ?? String;
  const series: unknown[] = [];
  if (data.temperature) {
    series.push(
      {
        name: labels.temperature,
        type: 'line',
        yAxisIndex: 0,
        data: pointsOf(data.temperature, 1),
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1, color: look.temperature },
        itemStyle: { color: look.temperature },
      },
      {
        // The season's range as a shaded band, named in the legend.
        name: `${labels.temperatureRange} ${format(tLow)}–${format(tHigh)} °C`,
        type: 'line',
        yAxisIndex: 0,
        data: [],
        symbol: 'none',
        lineStyle: { color: look.temperatureBand, width: 6 },
        itemStyle: { color: look.temperatureBand },
        markArea: {
          silent: true,
          itemStyle: { color: look.temperatureBand },
          data: [[{ yAxis: tLow }, { yAxis: tHigh }]],
        },
      },
    );
  }
  if (data.humidity) {
    series.push(
      {
        name: labels.humidity,
        type: 'line',
        yAxisIndex: 1,
        data: pointsOf(data.humidity, 0),
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1, color: look.humidity },
        itemStyle: { color: look.humidity },
      },
      {
        name: `${labels.humidityRange} ${format(hLow)}–${format(hHigh)} %`,
        type: 'line',
        yAxisIndex: 1,
        data: [],
        symbol: 'none',
        lineStyle: { color: look.humidity, type: 'dotted' },
        itemStyle: { color: look.humidity },
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: look.humidity, type: 'dotted' },
          label: { show: false },
          data: [{ yAxis: hLow }, { yAxis: hHigh }],
        },
      },
    );
  }
  // The temperature axis always shows the whole range of the season.
  let tMin = tLow;
  let tMax = tHigh;
  for (const v of data.temperature ?? []) {
    if (Number.isNaN(v)) continue;
    if (v < tMin) tMin = v;
    if (v > tMax) tMax = v;
  }
  return {
    grid: { left: 56, right: 56, top: 56, bottom: 36 },
    legend: { top: 0, itemWidth: 18, textStyle: { color: look.text, fontSize: 9 } },
    xAxis: xAxis(data, labels, look),
    yAxis: [
      {
        type: 'value',
        name: labels.temperature,
        nameLocation: 'middle',
        nameGap: 30,
        min: Math.floor(tMin - 1),
        max: Math.ceil(tMax + 1),
        ...axisStyle(look),
        axisLabel: { color: look.text, fontSize: 10, formatter: (v: number) => format(v) },
      },
      {
        type: 'value',
        name: labels.humidity,
        nameLocation: 'middle',
        nameGap: 34,
        min: 0,
        max: 100,
        ...axisStyle(look),
        splitLine: { show: false },
      },
    ],
    series,
  };
}
