import type { ChartLabels, ChartLook } from '@ohp/reports';
import type { BandChartData } from '@ohp/reports/noise/chart-data';
import { bandsOption } from '@ohp/reports/noise/chart-options';
import { useMemo } from 'react';
import type { OctavesSettings } from '../lib/chart-settings';
import { EChart, type EChartOption } from '../../../components/charts/echart';
import { noiseChartModules } from './chart-modules';

/** Energy-average level per octave or third-octave band (overall or for a period). */
export function BandsChart(props: {
  bands: BandChartData;
  labels: ChartLabels;
  look: ChartLook;
  settings: OctavesSettings;
  ariaLabel: string;
}) {
  const { bands, labels, look, settings } = props;
  const option = useMemo<EChartOption>(() => {
    const base = bandsOption(bands, labels, look) as Record<string, unknown> & {
      series: Array<Record<string, unknown>>;
    };
    const [bars] = base.series;
    const label = (bars?.label ?? {}) as Record<string, unknown>;
    return {
      ...base,
      animation: false,
      grid: { ...(base.grid as object), top: 30 },
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} dB` },
      series: [{ ...bars, label: { ...label, show: settings.showValues && bands.labels.length <= 12 } }],
    };
  }, [bands, labels, look, settings]);
  return (
    <EChart
      modules={noiseChartModules}
      option={option}
      height={260}
      testId="bands-chart"
      ariaLabel={props.ariaLabel}
    />
  );
}
