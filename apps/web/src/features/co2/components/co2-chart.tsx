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

// The CO2 charts' ECharts host: one instance per element, the option replaced when it changes,
// resized with its box. `onZoom` reports the visible x window so that only it is redrawn at full
// detail (86,400 registers stay fluid: packages/reports/src/co2/viewer-options.ts).

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

export type Co2ChartOption = echarts.EChartsCoreOption;

interface Props {
  option: Co2ChartOption;
  height: number;
  testId: string;
  ariaLabel: string;
  onZoom?: (window: [number, number]) => void;
}

export function Co2Chart({ option, height, testId, ariaLabel, onZoom }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const zoom = useRef(onZoom);
  zoom.current = onZoom;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => el.setAttribute('data-rendered', 'true'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    instance.on('datazoom', () => {
      clearTimeout(timer);
      // After the gesture settles: one redraw of the window, not one per wheel step.
      timer = setTimeout(() => {
        const zoomOption = (
          instance.getOption() as { dataZoom?: Array<{ startValue?: number; endValue?: number }> }
        ).dataZoom?.[0];
        if (zoomOption?.startValue !== undefined && zoomOption.endValue !== undefined)
          zoom.current?.([zoomOption.startValue, zoomOption.endValue]);
      }, 120);
    });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (el.clientWidth !== instance.getWidth() || el.clientHeight !== instance.getHeight())
              instance.resize();
          });
    observer?.observe(el);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
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
