import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The axis viewer's ECharts host (lines and bars only): one instance per element, the option
// replaced when it changes, resized with its box, disposed on unmount.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export function VibrationChart(props: {
  option: echarts.EChartsCoreOption;
  height: number;
  testId: string;
  ariaLabel: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => el.setAttribute('data-rendered', 'true'));
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(props.option, { notMerge: true });
  }, [props.option]);
  return (
    <div
      ref={host}
      style={{ width: '100%', height: props.height }}
      data-testid={props.testId}
      role="img"
      aria-label={props.ariaLabel}
    />
  );
}
