import type { EChartModules, EChartOption } from './echart';
import { warmUpCharts } from './warm-up';

// A small option with what the line charts of the viewers draw (the heat, CO2 and vibration
// charts: lines of [time, value] on a time axis over two days, limit lines, shaded periods, a
// legend, the axis tooltip, zoom), in steps for warmUpCharts (./warm-up.ts): the code their
// first draw runs, run once while the record downloads. Their own builders need a record; this
// shape is theirs.

const START_MS = Date.UTC(2026, 0, 5);
const STEP_MS = 600_000;
const POINTS = 288;

function line(name: string, phase: number): Record<string, unknown> {
  const data: Array<[number, number | null]> = [];
  for (let i = 0; i < POINTS; i++)
    data.push([
      START_MS + i * STEP_MS,
      i === 40 ? null : Math.round((25 + 5 * Math.sin(i / 9 + phase)) * 10) / 10,
    ]);
  return { name, type: 'line', data, showSymbol: false, connectNulls: false, lineStyle: { width: 1 } };
}

function base(): Record<string, unknown> {
  return {
    animation: false,
    grid: { left: 52, right: 20, top: 36, bottom: 74 },
    legend: { top: 0, textStyle: { fontSize: 10 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'line' } },
    xAxis: { type: 'time', axisLabel: { fontSize: 10, hideOverlap: true, formatter: '{dd}/{MM}' } },
    yAxis: { type: 'value', min: 0, max: 40 },
    series: [line('a', 0), line('b', 1)],
  };
}

const lineChartWarmUp: ReadonlyArray<() => EChartOption> = [
  // The first steps split what runs cold (compiled on first use): the axes alone, one line, the
  // legend and tooltip; at once they were a 104-ms task of their own.
  () => {
    const { series: _series, legend: _legend, tooltip: _tooltip, ...axes } = base();
    return axes;
  },
  () => {
    const { legend: _legend, tooltip: _tooltip, series, ...rest } = base();
    return { ...rest, series: (series as unknown[]).slice(0, 1) };
  },
  base,
  () => {
    const option = base();
    const [first, second] = option.series as Array<Record<string, unknown>>;
    return {
      ...option,
      series: [
        {
          ...first,
          markLine: {
            silent: true,
            symbol: 'none',
            data: [{ yAxis: 30, name: 'limit', label: { position: 'insideEndTop', formatter: '{b} {c}' } }],
          },
          markArea: {
            silent: true,
            label: { show: true, position: 'insideTop', fontSize: 9 },
            data: [[{ xAxis: START_MS + 30 * STEP_MS, name: 'period' }, { xAxis: START_MS + 60 * STEP_MS }]],
          },
        },
        second,
      ],
    };
  },
  () => ({
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      { type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 18, bottom: 8, showDataShadow: false },
    ],
  }),
];

/** Starts the line-chart warm-up with a viewer's chart modules; once a page. */
export function warmUpLineCharts(modules: EChartModules): void {
  warmUpCharts(modules, lineChartWarmUp);
}
