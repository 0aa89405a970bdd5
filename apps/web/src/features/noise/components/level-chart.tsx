import { useCallback, useEffect, useRef } from 'react';
import { EChart, type EChartOption, type EChartsInstance } from '../../../components/charts/echart';
import { useLater } from '../../../components/charts/use-later';
import { noiseChartModules } from './chart-modules';
import {
  type ChartWindow,
  type LevelChartInput,
  levelChartOption,
  spanOf,
  windowPoints,
} from './level-chart-option';

// Sound level over time (option: ./level-chart-option.ts), with zoom and period selection: a 24 h
// record at 1 s stays fluid and zooming in shows every sample again. The series itself is never
// altered.

/** What the option is built from (but the window, which the chart keeps), and the chart's own. */
interface Props extends Omit<LevelChartInput, 'window'> {
  selecting: boolean;
  onSelect: (startMs: number, endMs: number) => void;
  /** Called once, when the chart has drawn its first frame. */
  onFirstDraw?: () => void;
  ariaLabel: string;
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
  const windowRef = useRef<ChartWindow | null>(null);
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
  const option = useLater<EChartOption>(
    () =>
      levelChartOption({
        series,
        thresholdDb: props.thresholdDb,
        criterionDb: props.criterionDb,
        labels: props.labels,
        look: props.look,
        settings,
        // Read on purpose, not a dependency: the window is kept across rebuilds.
        window: windowRef.current,
      }),
    [series, props.thresholdDb, props.criterionDb, props.labels, props.look, settings],
  );

  const onReady = useCallback((chart: EChartsInstance) => {
    chartRef.current = chart;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onZoom = () => {
      const dz = (chart.getOption() as { dataZoom?: Array<{ start?: number; end?: number }> }).dataZoom?.[0];
      if (!dz || dz.start === undefined || dz.end === undefined) return;
      const { t0, t1 } = spanOf(seriesRef.current);
      const window: ChartWindow = [t0 + ((t1 - t0) * dz.start) / 100, t0 + ((t1 - t0) * dz.end) / 100];
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
