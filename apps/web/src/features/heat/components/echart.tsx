import { LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The heat viewer's ECharts host: only what the temperature chart uses (line, marks, zoom), one
// instance per element, the option replaced when it changes, resized with its box.

echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

export type EChartOption = echarts.EChartsCoreOption;

interface Props {
  option: EChartOption;
  height: number;
  testId: string;
  ariaLabel: string;
}

export function EChart({ option, height, testId, ariaLabel }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => el.setAttribute('data-rendered', 'true'));
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
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Keep the zoom the user chose when only the marks or lines change.
    chart.current?.setOption(option, { notMerge: false, replaceMerge: ['series'], lazyUpdate: false });
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
