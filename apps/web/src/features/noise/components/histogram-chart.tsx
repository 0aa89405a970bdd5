import type { ChartLabels, ChartLook, NoiseChartData } from '@ohp/reports';
// Subpath imports: the package index also loads the full ECharts for SVG rendering (PDF only).
import { histogramOption } from '@ohp/reports/noise/chart-options';
import { useMemo } from 'react';
import type { HistogramSettings } from '../lib/chart-settings';
import { EChart, type EChartOption } from '../../../components/charts/echart';
import { noiseChartModules } from './chart-modules';

/** Time per 1 dB level (clipped and paused time left out), in minutes or % of the measured time. */
export function HistogramChart(props: {
  data: NoiseChartData;
  labels: ChartLabels;
  look: ChartLook;
  settings: HistogramSettings;
  ariaLabel: string;
}) {
  const { data, labels, look, settings } = props;
  const option = useMemo<EChartOption>(() => {
    const total = data.histogram.reduce((s, h) => s + h.minutes, 0);
    const percent = settings.unit === 'percent' && total > 0;
    const shown = percent
      ? { ...data, histogram: data.histogram.map((h) => ({ ...h, minutes: (100 * h.minutes) / total })) }
      : data;
    const base = histogramOption(
      shown,
      { ...labels, minutes: percent ? '%' : labels.minutes },
      look,
    ) as Record<string, unknown>;
    return {
      ...base,
      animation: false,
      // Room above the plot for the axis name.
      grid: { ...(base.grid as object), top: 30 },
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => (percent ? `${v} %` : `${v} min`) },
    };
  }, [data, labels, look, settings]);
  return (
    <EChart
      modules={noiseChartModules}
      option={option}
      height={260}
      testId="histogram-chart"
      ariaLabel={props.ariaLabel}
    />
  );
}
