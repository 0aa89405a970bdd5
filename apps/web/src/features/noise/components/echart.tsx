import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  BrushComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// A thin ECharts host: one instance per element, the option replaced when it changes, resized with
// its box, disposed on unmount. `onReady` hands the instance to charts that need events/actions.

// Only what the dosimeter charts use (the full ECharts is ~1 MB; this keeps the viewer light).
echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  BrushComponent,
  ToolboxComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

export type EChartsInstance = echarts.ECharts;
export type EChartOption = echarts.EChartsCoreOption;

interface Props {
  option: EChartOption;
  height: number;
  testId: string;
  ariaLabel: string;
  onReady?: (chart: EChartsInstance) => (() => void) | undefined;
}

export function EChart({ option, height, testId, ariaLabel, onReady }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsInstance | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    // data-rendered: the first frame is drawn (browser tests and the viewer benchmark wait for it).
    const finished = () => el.setAttribute('data-rendered', 'true');
    instance.on('finished', finished);
    const cleanup = ready.current?.(instance);
    // Resize only when the box really changed: the observer's first call reports the size the chart
    // was just created with, and a resize redraws everything (≈ 50 ms for the sound level chart).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (el.clientWidth !== instance.getWidth() || el.clientHeight !== instance.getHeight())
              instance.resize();
          });
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      cleanup?.();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: false });
  }, [option]);

  return (
    <div
      ref={host}
      style={{ width: '100%', height }}
      data-testid={testId}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
