import { formatElapsed } from '@ohp/i18n';
import type { ChartOption } from '../charts/render-svg.ts';
import { decimateMinMax } from '../charts/decimate.ts';
import type { ClippingRow, NoiseChartData } from './report-input.ts';

export interface ChartLabels {
  level: string;
  time: string;
  minutes: string;
  band: string;
  threshold: string;
  criterion: string;
  clipped: string;
  paused: string;
  peaks: string;
  /** Axis title of a record longer than a day, whose ticks are dates ("Data"). */
  date?: string;
  /** Axis title of a record timed from its file's start ("Tempo desde o início"). */
  elapsed?: string;
  /** Numbers in the report's language (decimal comma in pt-BR); absent: ECharts' own. */
  formatNumber?: (value: number, digits: number) => string;
}

const DAY_MS = 86_400_000;

/** A label such as "31.5" or "12.5k" with the language's decimal separator. */
function decimalLabel(label: string, labels: ChartLabels): string {
  if (!labels.formatNumber) return label;
  const separator = labels.formatNumber(1.5, 1).charAt(1);
  return label.replace('.', separator);
}

export interface ChartLook {
  text: string;
  grid: string;
  line: string;
  accent: string;
  danger: string;
  shade: string;
  pauseShade: string;
  /** Behind the threshold/criterion labels, so that the level trace never hides them. */
  labelBackground: string;
}

export const printLook: ChartLook = {
  text: '#1b2430',
  grid: '#dde3ea',
  line: '#0b6e99',
  accent: '#b7791f',
  danger: '#c62828',
  shade: 'rgba(198, 40, 40, 0.12)',
  pauseShade: 'rgba(91, 102, 117, 0.15)',
  labelBackground: 'rgba(255, 255, 255, 0.85)',
};

const axisStyle = (look: ChartLook) => ({
  axisLine: { lineStyle: { color: look.grid } },
  axisLabel: { color: look.text, fontSize: 10 },
  splitLine: { lineStyle: { color: look.grid } },
  nameTextStyle: { color: look.text, fontSize: 10 },
});

/** Sound level over time with threshold and criterion lines, clipped/paused periods shaded, peaks marked. */
export function levelOverTimeOption(
  data: NoiseChartData,
  marks: { thresholdDb: number; criterionDb: number; clippings: ClippingRow[] },
  labels: ChartLabels,
  look: ChartLook = printLook,
  maxPoints = 1500,
): ChartOption {
  const { x, y } = decimateMinMax(
    data.levels,
    Math.ceil(maxPoints / 2),
    data.startMs,
    data.intervalSeconds * 1000,
  );
  const points: Array<[number, number | null]> = [];
  for (let i = 0; i < x.length; i++) {
    const v = y[i] as number;
    points.push([x[i] as number, Number.isNaN(v) ? null : Math.round(v * 10) / 10]);
  }
  const areas = marks.clippings.map((c) => [
    {
      xAxis: c.start.getTime(),
      itemStyle: { color: c.type === 'clip' ? look.shade : look.pauseShade },
      name: c.type === 'clip' ? labels.clipped : labels.paused,
    },
    { xAxis: c.end.getTime() },
  ]);
  const multiDay = x.length > 1 && (x[x.length - 1] as number) - (x[0] as number) > DAY_MS;
  const finite = Array.from(y).filter((v) => !Number.isNaN(v));
  const yMin = Math.max(0, Math.floor((Math.min(...finite, marks.thresholdDb) - 5) / 10) * 10);
  const yMax = Math.ceil((Math.max(...finite, marks.criterionDb) + 5) / 10) * 10;
  return {
    // A record timed from its file's start: its 0 is the epoch's, read in UTC so that the ticks fall
    // on whole hours from the start (a local clock would put them at the time zone's offset).
    ...(data.relative ? { useUTC: true } : {}),
    // Room on the right for the threshold/criterion labels, outside the plotted line.
    grid: { left: 48, right: 78, top: 28, bottom: 36 },
    legend: { top: 0, textStyle: { color: look.text, fontSize: 10 } },
    // A record over more than a day has dates as ticks, and its axis says so; a relative one counts
    // hours and minutes from its start, never a clock or a date.
    xAxis: {
      type: 'time',
      name: data.relative
        ? (labels.elapsed ?? labels.time)
        : multiDay
          ? (labels.date ?? labels.time)
          : labels.time,
      nameLocation: 'middle',
      nameGap: 24,
      ...axisStyle(look),
      ...(data.relative
        ? {
            axisLabel: {
              color: look.text,
              fontSize: 10,
              formatter: (v: number) => formatElapsed(v, false),
              hideOverlap: true,
            },
          }
        : multiDay
          ? { axisLabel: { color: look.text, fontSize: 10, formatter: '{dd}/{MM}', hideOverlap: true } }
          : {}),
    },
    yAxis: { type: 'value', name: labels.level, min: yMin, max: yMax, ...axisStyle(look) },
    series: [
      {
        name: labels.level,
        type: 'line',
        data: points,
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1, color: look.line },
        itemStyle: { color: look.line },
        markArea: { silent: true, data: areas, label: { show: false } },
        markLine: {
          silent: true,
          symbol: 'none',
          data: [
            // One line each, the criterion above its line and the threshold below its own: they
            // never collide however close the two levels are (two-line labels at the end did,
            // and some SVG renderers stack a label's lines on top of each other).
            {
              yAxis: marks.thresholdDb,
              name: labels.threshold,
              lineStyle: { color: look.accent, type: 'dashed' },
              label: { position: 'insideEndBottom' },
            },
            {
              yAxis: marks.criterionDb,
              name: labels.criterion,
              lineStyle: { color: look.danger, type: 'dashed' },
              label: { position: 'insideEndTop' },
            },
          ],
          label: {
            formatter: labels.formatNumber
              ? (p: { name: string; value: number }) =>
                  `${p.name} ${(labels.formatNumber as NonNullable<ChartLabels['formatNumber']>)(p.value, Number.isInteger(p.value) ? 0 : 1)} dB`
              : '{b} {c} dB',
            color: look.text,
            fontSize: 9,
            backgroundColor: look.labelBackground,
            padding: [1, 3],
            borderRadius: 2,
          },
        },
      },
      {
        name: labels.peaks,
        type: 'scatter',
        symbol: 'triangle',
        symbolSize: 7,
        itemStyle: { color: look.danger },
        data: (data.peaksMs ?? []).map((t) => [t, yMax - 2]),
      },
    ],
  };
}

/** An axis tick in the language's numbers, with the decimals the tick has (0.5 → "0,5", 1200 → "1.200"). */
function tickNumber(format: NonNullable<ChartLabels['formatNumber']>): (value: number) => string {
  return (value) => format(value, Math.min(3, (String(value).split('.')[1] ?? '').length));
}

/** Minutes spent in each 1 dB class. */
export function histogramOption(
  data: NoiseChartData,
  labels: ChartLabels,
  look: ChartLook = printLook,
): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 30, bottom: 36 },
    xAxis: {
      type: 'category',
      name: labels.level,
      nameLocation: 'middle',
      nameGap: 24,
      data: data.histogram.map((h) => String(h.levelDb)),
      ...axisStyle(look),
    },
    yAxis: {
      type: 'value',
      name: labels.minutes,
      ...axisStyle(look),
      // ECharts writes 1200 as "1,200", which reads as 1.2 in pt-BR: the report's own numbers instead.
      ...(labels.formatNumber
        ? { axisLabel: { ...axisStyle(look).axisLabel, formatter: tickNumber(labels.formatNumber) } }
        : {}),
    },
    series: [
      {
        type: 'bar',
        data: data.histogram.map((h) => Math.round(h.minutes * 10) / 10),
        itemStyle: { color: look.line },
        barCategoryGap: '10%',
      },
    ],
  };
}

/** Energy-average level per octave or third-octave band. */
export function bandsOption(
  bands: NonNullable<NoiseChartData['bands']>,
  labels: ChartLabels,
  look: ChartLook = printLook,
): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 30, bottom: 48 },
    xAxis: {
      type: 'category',
      name: labels.band,
      nameLocation: 'middle',
      nameGap: 34,
      data: bands.labels.map((l) => decimalLabel(l, labels)),
      ...axisStyle(look),
      axisLabel: { color: look.text, fontSize: 9, rotate: bands.labels.length > 12 ? 45 : 0 },
    },
    yAxis: { type: 'value', name: labels.level, ...axisStyle(look) },
    series: [
      {
        type: 'bar',
        data: bands.levels.map((v) => Math.round(v * 10) / 10),
        itemStyle: { color: look.line },
        label: {
          show: bands.labels.length <= 12,
          position: 'top',
          fontSize: 8,
          color: look.text,
          ...(labels.formatNumber
            ? {
                formatter: (p: { value: number }) =>
                  (labels.formatNumber as NonNullable<ChartLabels['formatNumber']>)(p.value, 1),
              }
            : {}),
        },
      },
    ],
  };
}
