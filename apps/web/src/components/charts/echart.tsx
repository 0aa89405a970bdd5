import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queueFirstDraw } from './first-draw-queue';
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
export function registerChartModules(modules: EChartModules) {
  if (registered.has(modules as object)) return;
  echarts.use([CanvasRenderer, ...(Array.isArray(modules) ? modules : [modules])]);
  registered.add(modules as object);
}

export interface EChartProps {
  /**
   * What the chart draws. `null`: not yet (the host is laid out, the instance made, nothing drawn):
   * a chart whose option is costly to build passes null on its first render and builds the option
   * in a later task (`useLater`, ./use-later.ts), so that the page's commit, the option and the first draw are three
   * tasks, not one.
   */
  option: EChartOption | null;
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
  registerChartModules(modules);
  const { i18n } = useTranslation();
  const localized = useMemo(
    () => (option ? localizeChartOption(option, i18n.language) : null),
    [option, i18n.language],
  );
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsInstance | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  // The instance is created in a task of its own and the first option drawn in a later one, never
  // in the commit that mounted the chart: a viewer mounts its screen and two or three charts at once,
  // and creating an instance reads the host's size, which lays out the whole new page; that, the
  // commit and the first draw in one task held the main thread for one long task (issue 28: ≤ 100 ms
  // at a time). Later options are applied at once, as before (a parent's effect may act on the
  // applied option).
  const latest = useRef(localized);
  latest.current = localized;
  /**
   * The option the chart shows; null until its first draw. The first draw can run before the effect
   * of the render that made its option (React runs that effect after a paint, the queue's draw may
   * come first): the effect then finds that option applied and does not draw it a second time (a
   * 7-day sound level chart: a second 70–100 ms task).
   */
  const applied = useRef<EChartOption | null>(null);
  const cancelDraw = useRef<(() => void) | undefined>(undefined);
  /**
   * Draws the first option in a later task, once there are both an instance and an option; the
   * screen's first draws take turns, one per frame (./first-draw-queue.ts).
   */
  const drawFirstSoon = useRef(() => {
    cancelDraw.current?.();
    cancelDraw.current = queueFirstDraw(() => {
      const instance = chart.current;
      if (applied.current || !instance || !latest.current) return;
      applied.current = latest.current;
      instance.setOption(latest.current, { notMerge: true, lazyUpdate: false });
    });
  });
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let instance: EChartsInstance | undefined;
    let cleanup: (() => void) | undefined;
    let observer: ResizeObserver | undefined;
    const initTimer = setTimeout(() => {
      const created = echarts.init(el, null, { renderer: 'canvas' });
      instance = created;
      chart.current = created;
      // data-rendered: the first frame is drawn (browser tests and the viewer benchmarks wait for it).
      created.on('finished', () => el.setAttribute('data-rendered', 'true'));
      cleanup = ready.current?.(created);
      // Resize only when the box really changed: the observer's first call reports the size the
      // chart was just created with, and a resize redraws everything (≈ 50 ms for the sound level chart).
      observer =
        typeof ResizeObserver === 'undefined'
          ? undefined
          : new ResizeObserver(() => {
              if (el.clientWidth !== created.getWidth() || el.clientHeight !== created.getHeight())
                created.resize();
            });
      observer?.observe(el);
      drawFirstSoon.current();
    }, 0);
    return () => {
      clearTimeout(initTimer);
      cancelDraw.current?.();
      observer?.disconnect();
      cleanup?.();
      instance?.dispose();
      chart.current = null;
      applied.current = null;
    };
  }, []);

  useEffect(() => {
    if (!localized) return;
    if (!applied.current) {
      // No instance yet: its creation schedules the first draw.
      if (chart.current) drawFirstSoon.current();
      return;
    }
    if (localized === applied.current) return;
    applied.current = localized;
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
