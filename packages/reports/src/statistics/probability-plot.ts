// The lognormal probability plot of a group: each result against its normal score, the fitted
// lognormal line (GM · GSD^z) and the OEL. One option builder for the screen and the PDF.
import { normalQuantile } from '@ohp/exposure';
import type { ChartOption } from '../charts/render-svg.ts';

export interface ProbabilityPlotInput {
  /** Results in the plotted unit (mg/m³…, or dB(A) for noise, whose axis is then linear). */
  values: readonly number[];
  /** The fitted line in the plotted unit at normal score z (e.g. GM·GSD^z, or its level). */
  fitted: (z: number) => number;
  oel: number;
  /** Decibels are already logarithmic: a linear axis; anything else: a log axis. */
  logAxis: boolean;
}

export interface ProbabilityPlotLabels {
  score: string;
  value: string;
  results: string;
  fitted: string;
  oel: string;
  formatNumber?: (value: number) => string;
}

export interface ProbabilityPlotLook {
  text: string;
  grid: string;
  points: string;
  line: string;
  oel: string;
}

export const probabilityPlotPrintLook: ProbabilityPlotLook = {
  text: '#1b2430',
  grid: '#dde3ea',
  points: '#0b6e99',
  line: '#1b2430',
  oel: '#c62828',
};

/** Blom's plotting positions (i − 3/8)/(n + 1/4), as in Royston's Shapiro–Wilk and most IH tools. */
export function normalScores(n: number): number[] {
  return Array.from({ length: n }, (_, i) => normalQuantile((i + 1 - 0.375) / (n + 0.25)));
}

export function probabilityPlotOption(
  input: ProbabilityPlotInput,
  labels: ProbabilityPlotLabels,
  look: ProbabilityPlotLook = probabilityPlotPrintLook,
): ChartOption {
  const sorted = [...input.values].sort((a, b) => a - b);
  const scores = normalScores(sorted.length);
  const zMax = Math.max(2, Math.abs(scores[0] ?? 0) + 0.3);
  const line = [-zMax, zMax].map((z) => [z, input.fitted(z)]);
  const all = [...sorted, input.oel, ...line.map((p) => p[1] as number)];
  const format = labels.formatNumber ?? ((v: number) => String(v));
  const low = Math.min(...all);
  const high = Math.max(...all);
  // Log axis: whole decades with the OEL line never on the frame; linear (dB): 1 unit of margin.
  const range = input.logAxis
    ? { min: 10 ** Math.floor(Math.log10(low / 1.2)), max: 10 ** Math.ceil(Math.log10(high * 1.2)) }
    : { min: Math.floor(low - 1), max: Math.ceil(high + 1) };
  const axis = {
    axisLine: { lineStyle: { color: look.grid } },
    axisLabel: { color: look.text, fontSize: 10 },
    splitLine: { lineStyle: { color: look.grid } },
    nameTextStyle: { color: look.text, fontSize: 10 },
  };
  return {
    grid: { left: 64, right: 24, top: 28, bottom: 44 },
    legend: { top: 0, textStyle: { color: look.text, fontSize: 10 } },
    xAxis: {
      type: 'value',
      name: labels.score,
      nameLocation: 'middle',
      nameGap: 26,
      min: -zMax,
      max: zMax,
      ...axis,
    },
    yAxis: {
      type: input.logAxis ? 'log' : 'value',
      name: labels.value,
      nameLocation: 'middle',
      nameGap: 48,
      ...range,
      axisLabel: { ...axis.axisLabel, formatter: (v: number) => format(v) },
      ...{ axisLine: axis.axisLine, splitLine: axis.splitLine, nameTextStyle: axis.nameTextStyle },
    },
    series: [
      {
        name: labels.results,
        type: 'scatter',
        symbolSize: 7,
        itemStyle: { color: look.points },
        data: sorted.map((v, i) => [scores[i], v]),
      },
      {
        name: labels.fitted,
        type: 'line',
        showSymbol: false,
        itemStyle: { color: look.line },
        lineStyle: { color: look.line, width: 1.2 },
        data: line,
      },
      {
        name: labels.oel,
        type: 'line',
        showSymbol: false,
        itemStyle: { color: look.oel },
        lineStyle: { color: look.oel, width: 1.5, type: 'dashed' },
        data: [
          [-zMax, input.oel],
          [zMax, input.oel],
        ],
      },
    ],
  };
}
