import type { NoiseSeries } from '@ohp/exposure';
import type { ChartLabels, ChartLook } from '@ohp/reports';
import { decimateMinMax } from '@ohp/reports/charts/decimate';
import { clippingRows, noiseChartData } from '@ohp/reports/noise/chart-data';
import { levelOverTimeOption } from '@ohp/reports/noise/chart-options';
import { useCallback, useEffect, useRef } from 'react';
import type { SoundLevelSettings } from '../lib/chart-settings';
import { clock, dateTime } from '../lib/format';
import { EChart, type EChartOption, type EChartsInstance } from '../../../components/charts/echart';
import { useLater } from '../../../components/charts/use-later';
import { noiseChartModules } from './chart-modules';

// Sound level over time. The shared option builder draws it (threshold/criterion lines, shaded
// clipped/paused periods, 115 dB peaks); here we add zoom (dataZoom) and period selection (brush).
// Only the visible window is decimated (min/max per pixel column), so a 24 h record at 1 s stays
// fluid and zooming in shows every sample again. The series itself is never altered.

interface Props {
  series: NoiseSeries;
  thresholdDb: number;
  criterionDb: number;
  labels: ChartLabels;
  look: ChartLook;
  settings: SoundLevelSettings;
  selecting: boolean;
  onSelect: (startMs: number, endMs: number) => void;
  /** Called once, when the chart has drawn its first frame. */
  onFirstDraw?: () => void;
  ariaLabel: string;
}

type Window = [number, number];

interface Span {
  t0: number;
  t1: number;
  dtMs: number;
}

function spanOf(series: NoiseSeries): Span {
  const dtMs = series.intervalS * 1000;
  return { t0: series.startMs, t1: series.startMs + series.laeq.length * dtMs, dtMs };
}

/** Decimated [time, level] points of the samples in the window (one interval of margin each side). */
function windowPoints(
  series: NoiseSeries,
  window: Window,
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

/** Drag on the chart selects a period (brush) while on; otherwise dragging pans/zooms. */
function applyCursor(chart: EChartsInstance, on: boolean) {
  chart.dispatchAction({
    type: 'takeGlobalCursor',
    key: 'brush',
    brushOption: on ? { brushType: 'lineX', brushMode: 'single' } : { brushType: false },
  });
}

export function LevelChart(props: Props) {
  const { series, settings, selecting, onSelect } = props;
  const windowRef = useRef<Window | null>(null);
  const chartRef = useRef<EChartsInstance | null>(null);
  const span = spanOf(series);
  const spanKey = `${span.t0}:${span.t1}`;
  const lastSpan = useRef(spanKey);
  if (lastSpan.current !== spanKey) {
    lastSpan.current = spanKey;
    windowRef.current = null;
  }

  // Built in a task after the chart's mount (useLater): the peak marks and the decimation read the
  // whole record, and the page's commit is long enough without them.
  const option = useLater<EChartOption>(() => {
    // Levels and peak marks only: the histogram and bands are computed after the first draw.
    const data = noiseChartData(series, {});
    const base = levelOverTimeOption(
      data,
      { thresholdDb: props.thresholdDb, criterionDb: props.criterionDb, clippings: clippingRows(series) },
      props.labels,
      props.look,
      settings.maxPoints,
    ) as Record<string, unknown> & { series: Array<Record<string, unknown>> };
    const window = windowRef.current ?? [span.t0, span.t1];
    const [line, peaks] = base.series;
    const lineSeries: Record<string, unknown> = {
      ...line,
      data: windowPoints(series, window, settings.maxPoints),
      sampling: undefined,
      animation: false,
    };
    if (!settings.showLimits) delete lineSeries.markLine;
    const look = props.look;
    return {
      ...base,
      animation: false,
      grid: { left: 52, right: 20, top: 36, bottom: 74 },
      xAxis: {
        ...(base.xAxis as object),
        min: span.t0,
        max: span.t1,
        axisLabel: { color: look.text, fontSize: 10, hideOverlap: true, formatter: (v: number) => clock(v) },
      },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'line' },
        formatter: (params: Array<{ value: [number, number | null]; seriesName: string }>) => {
          const p = params[0];
          if (!p) return '';
          return `${dateTime(p.value[0])}<br/>${p.seriesName}: ${p.value[1] ?? '-'} dB`;
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
          labelFormatter: (v: number) => clock(v),
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
      series: settings.showPeaks && peaks ? [lineSeries, { ...peaks, animation: false }] : [lineSeries],
    };
    // span is derived from series; the window ref is read on purpose (kept across rebuilds).
  }, [
    series,
    props.thresholdDb,
    props.criterionDb,
    props.labels,
    props.look,
    settings,
    span.t0,
    span.t1,
    span.dtMs,
  ]);

  const onReady = useCallback((chart: EChartsInstance) => {
    chartRef.current = chart;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onZoom = () => {
      const dz = (chart.getOption() as { dataZoom?: Array<{ start?: number; end?: number }> }).dataZoom?.[0];
      if (!dz || dz.start === undefined || dz.end === undefined) return;
      const { t0, t1 } = spanOf(seriesRef.current);
      const window: Window = [t0 + ((t1 - t0) * dz.start) / 100, t0 + ((t1 - t0) * dz.end) / 100];
      windowRef.current = window;
      clearTimeout(timer);
      timer = setTimeout(() => {
        chart.setOption({
          series: [{ data: windowPoints(seriesRef.current, window, maxPointsRef.current) }],
        });
      }, 80);
    };
    const onBrushEnd = (params: unknown) => {
      const area = (params as { areas?: Array<{ coordRange?: [number, number] }> }).areas?.[0];
      const range = area?.coordRange;
      if (range && range[1] > range[0]) onSelectRef.current(Math.round(range[0]), Math.round(range[1]));
      chart.dispatchAction({ type: 'brush', areas: [] });
    };
    const first = () => {
      chart.off('finished', first);
      onFirstDrawRef.current?.();
    };
    chart.on('finished', first);
    chart.on('datazoom', onZoom);
    chart.on('brushEnd', onBrushEnd);
    return () => clearTimeout(timer);
  }, []);

  const seriesRef = useRef(series);
  seriesRef.current = series;
  const maxPointsRef = useRef(settings.maxPoints);
  maxPointsRef.current = settings.maxPoints;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onFirstDrawRef = useRef(props.onFirstDraw);
  onFirstDrawRef.current = props.onFirstDraw;

  // The brush cursor as last applied. A full option rebuild (notMerge) turns it off, so it is
  // dispatched only when it must change: a takeGlobalCursor redoes the whole chart (≈ 20–45 ms).
  // The child has applied the option before this runs.
  const cursor = useRef<{ option: EChartOption | null; on: boolean }>({ option: null, on: false });
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    if (cursor.current.option !== option) cursor.current = { option, on: false };
    if (cursor.current.on === selecting) return;
    applyCursor(chart, selecting);
    cursor.current.on = selecting;
  }, [selecting, option]);

  return (
    <EChart
      modules={noiseChartModules}
      option={option}
      height={340}
      testId="level-chart"
      ariaLabel={props.ariaLabel}
      onReady={onReady}
    />
  );
}
