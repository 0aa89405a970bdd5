import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeChartOption } from './localize-option';

// The one ECharts host of the web app: one instance per element, the option replaced when it
// changes, resized with its box, disposed on unmount. Each domain passes the ECharts modules its
// charts use (the full ECharts is ~1 MB; registering only those keeps every viewer's chunk light).

export type EChartsInstance = echarts.ECharts;
export type EChartOption = echarts.EChartsCoreOption;
/** What `echarts.use` takes: chart types and components, e.g. `[LineChart, GridComponent]`. */
export type EChartModules = Parameters<typeof echarts.use>[0];

const registered = new WeakSet<object>();

/** Registers a module list once (echarts.use is idempotent, this spares the repeated scan). */
function register(modules: EChartModules) {
  if (registered.has(modules as object)) return;
  echarts.use([CanvasRenderer, ...(Array.isArray(modules) ? modules : [modules])]);
  registered.add(modules as object);
}

export interface EChartProps {
  option: EChartOption;
  height: number;
  testId: string;
  ariaLabel: string;
  /** The chart types and components the option uses; declare the array once, at module level. */
  modules: EChartModules;
  /** Hands the instance to charts that need events or actions; may return a cleanup. */
  onReady?: (chart: EChartsInstance) => (() => void) | undefined;
  /**
   * `replace` (default) drops the previous option; `keep-zoom` merges it, replacing only the
   * series, so the zoom the user chose stays when only the marks or lines change.
   */
  update?: 'replace' | 'keep-zoom';
}

export function EChart({
  option,
  height,
  testId,
  ariaLabel,
  modules,
  onReady,
  update = 'replace',
}: EChartProps) {
  register(modules);
  const { i18n } = useTranslation();
  const localized = useMemo(() => localizeChartOption(option, i18n.language), [option, i18n.language]);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsInstance | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    // data-rendered: the first frame is drawn (browser tests and the viewer benchmarks wait for it).
    instance.on('finished', () => el.setAttribute('data-rendered', 'true'));
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

  // The first draw runs in a task of its own (the next macrotask), not in the commit that mounted
  // the chart: a viewer mounts its screen and two or three charts at once, and drawing them inside
  // that one commit held the main thread for one long task (issue 28: ≤ 100 ms at a time). Later
  // options are applied at once, as before (a parent's effect may act on the applied option).
  const latest = useRef(localized);
  latest.current = localized;
  const firstDraw = useRef<'pending' | 'drawn'>('pending');
  useEffect(() => {
    if (firstDraw.current === 'drawn') return;
    const timer = setTimeout(() => {
      firstDraw.current = 'drawn';
      chart.current?.setOption(latest.current, { notMerge: true, lazyUpdate: false });
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (firstDraw.current !== 'drawn') return;
    if (update === 'keep-zoom')
      chart.current?.setOption(localized, { notMerge: false, replaceMerge: ['series'], lazyUpdate: false });
    else chart.current?.setOption(localized, { notMerge: true, lazyUpdate: false });
  }, [localized, update]);

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
