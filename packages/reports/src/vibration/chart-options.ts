import { nominalFrequency } from '@ohp/exposure';
import { decimateMinMax } from '../charts/decimate.ts';
import type { ChartOption } from '../charts/render-svg.ts';
import type { VibrationReportInput } from './report-input.ts';

export interface VibrationChartLabels {
  time: string;
  seconds: string;
  acceleration: string;
  frequency: string;
  /** Numbers in the report's language (decimal comma in pt-BR); absent: ECharts' own. */
  formatNumber?: (value: number) => string;
}

/** The value axis' labels in the report's language. */
const valueLabels = (labels: VibrationChartLabels) =>
  labels.formatNumber ? { axisLabel: { color: text, fontSize: 10, formatter: labels.formatNumber } } : {};

/** One colour per axis, the same on every chart (and on screen). */
export const axisColors = { x: '#0b6e99', y: '#b7791f', z: '#c62828' } as const;
const text = '#1b2430';
const grid = '#dde3ea';

const axisStyle = {
  axisLine: { lineStyle: { color: grid } },
  axisLabel: { color: text, fontSize: 10 },
  splitLine: { lineStyle: { color: grid } },
  nameTextStyle: { color: text, fontSize: 10 },
};

type History = NonNullable<VibrationReportInput['charts']['history']>;
type Spectrum = NonNullable<VibrationReportInput['charts']['spectrum']>;

/** Weighted acceleration of x, y and z over time; min/max decimated for display only. */
export function historyOption(h: History, labels: VibrationChartLabels, maxPoints = 1200): ChartOption {
  const series = (['x', 'y', 'z'] as const).map((axis) => {
    const { x, y } =
      h.startMs === undefined
        ? decimateMinMax(h[axis], Math.ceil(maxPoints / 2), 0, h.intervalS)
        : decimateMinMax(h[axis], Math.ceil(maxPoints / 2), h.startMs, h.intervalS * 1000);
    const data: Array<[number, number]> = [];
    for (let i = 0; i < x.length; i++)
      data.push([x[i] as number, Math.round((y[i] as number) * 1000) / 1000]);
    return {
      name: axis,
      type: 'line',
      data,
      showSymbol: false,
      lineStyle: { width: 0.8, color: axisColors[axis] },
      itemStyle: { color: axisColors[axis] },
    };
  });
  return {
    grid: { left: 52, right: 16, top: 28, bottom: 36 },
    legend: { top: 0, textStyle: { color: text, fontSize: 10 } },
    xAxis: {
      type: h.startMs === undefined ? 'value' : 'time',
      name: h.startMs === undefined ? labels.seconds : labels.time,
      nameLocation: 'middle',
      nameGap: 24,
      max: h.startMs === undefined ? 'dataMax' : undefined,
      ...axisStyle,
      splitLine: { show: false },
      // Seconds from the start: 36000 in the report's numbers ("36.000" in pt-BR, not "36,000").
      ...(h.startMs === undefined ? valueLabels(labels) : {}),
    },
    yAxis: {
      type: 'value',
      name: labels.acceleration,
      nameLocation: 'middle',
      nameGap: 38,
      min: 0,
      ...axisStyle,
      ...valueLabels(labels),
    },
    series,
  };
}

/** Band r.m.s. per axis as grouped bars over the nominal band centres. */
export function spectrumOption(s: Spectrum, labels: VibrationChartLabels): ChartOption {
  const separator = labels.formatNumber
    ? labels.formatNumber(1.5).replace(/[0-9]/g, '').charAt(0) || '.'
    : '.';
  const categories = s.centres.map((f) => String(nominalFrequency(f)).replace('.', separator));
  return {
    grid: { left: 52, right: 16, top: 28, bottom: 40 },
    legend: { top: 0, textStyle: { color: text, fontSize: 10 } },
    xAxis: {
      type: 'category',
      data: categories,
      name: labels.frequency,
      nameLocation: 'middle',
      nameGap: 26,
      ...axisStyle,
      axisLabel: { color: text, fontSize: 8, interval: 0, rotate: categories.length > 12 ? 45 : 0 },
    },
    yAxis: {
      type: 'value',
      name: labels.acceleration,
      nameLocation: 'middle',
      nameGap: 38,
      ...axisStyle,
      ...valueLabels(labels),
    },
    series: (['x', 'y', 'z'] as const).map((axis) => ({
      name: axis,
      type: 'bar',
      data: s[axis].map((v) => Math.round(v * 10000) / 10000),
      itemStyle: { color: axisColors[axis] },
      barGap: '0%',
    })),
  };
}
