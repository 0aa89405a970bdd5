import { epochMs, type NoiseSeries, seconds } from '@ohp/exposure';
import { chartLabels } from '@ohp/reports/noise/chart-data';
import type { EChartOption } from '../../../components/charts/echart';
import { warmUpCharts } from '../../../components/charts/warm-up';
import { darkLook } from '../lib/chart-data';
import { noiseChartModules } from './chart-modules';
import { levelChartOption } from './level-chart-option';

// The sound level chart's code run once before its first draw (../../../components/charts/warm-up.ts):
// its own option, built by its own function, over a small made-up record with what a real one can
// show (two days, 115-dB peaks, a clipped period), drawn in steps: axes; line; limits, shades and
// peaks; zoom and selection.

const START_MS = Date.UTC(2026, 0, 5);
const INTERVAL_S = 600;
const SAMPLES = 2 * 144;

function sampleSeries(): NoiseSeries {
  const laeq = new Float64Array(SAMPLES);
  const peak = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i++) {
    laeq[i] = 70 + (i % 20);
    peak[i] = i % 37 === 0 ? 118 : 100 + (i % 10);
  }
  const clipStart = START_MS + 30 * INTERVAL_S * 1000;
  return {
    startMs: epochMs(START_MS),
    timeBase: 'absolute',
    intervalS: seconds(INTERVAL_S),
    laeq,
    peak,
    peakWeighting: 'C',
    excluded: [{ startMs: epochMs(clipStart), endMs: epochMs(clipStart + 3_600_000), kind: 'clip' }],
  };
}

function fullOption(): EChartOption & { series: Array<Record<string, unknown>> } {
  return levelChartOption({
    series: sampleSeries(),
    thresholdDb: 80,
    criterionDb: 85,
    labels: chartLabels((key) => key),
    look: darkLook,
    settings: { showLimits: true, showPeaks: true, maxPoints: 2000 },
    window: null,
  }) as EChartOption & { series: Array<Record<string, unknown>> };
}

const steps: ReadonlyArray<() => EChartOption> = [
  // The axes alone first: what runs cold (compiled on first use) split over more tasks.
  () => {
    const {
      dataZoom: _zoom,
      brush: _brush,
      toolbox: _toolbox,
      series: _series,
      legend: _legend,
      tooltip: _tooltip,
      ...axes
    } = fullOption();
    return axes;
  },
  () => {
    const { dataZoom: _zoom, brush: _brush, toolbox: _toolbox, series, ...rest } = fullOption();
    const { markLine: _lines, markArea: _areas, ...line } = series[0] ?? {};
    return { ...rest, series: [line] };
  },
  () => {
    const { dataZoom: _zoom, brush: _brush, toolbox: _toolbox, ...rest } = fullOption();
    return rest;
  },
  fullOption,
];

/** Starts the warm-up (idle moments from now on); once a page. */
export function warmUpNoiseCharts(): void {
  warmUpCharts(noiseChartModules, steps);
}
