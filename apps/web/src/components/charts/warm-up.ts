import * as echarts from 'echarts/core';
import { type EChartModules, type EChartOption, registerChartModules } from './echart';
import { addPendingWarmUp, finishWarmUp } from './pending-warm-ups';

// The first chart of a page pays for running ECharts' code for the first time (compiling it, its
// caches empty): the sound level chart's first draw of a 7-day record took 140–200 ms of the main
// thread on a fresh page against 65–80 ms on the next open (issue 28: no task over 100 ms). A
// viewer starts its charts' warm-up when its code has loaded, while its record still downloads and
// is read in the worker: the same kind of option is drawn once on a small chart off the page, one
// step per idle moment, each step a short task. The real first draw then runs code already run; if
// its turn comes first, the first-draw queue runs the steps left before it (./pending-warm-ups.ts).

const started = new WeakSet<object>();

/** The chart's size: small (less to paint), as wide as a phone so that the axes lay out labels. */
const WIDTH = 390;
const HEIGHT = 300;
const IDLE_TIMEOUT_MS = 3000;

/**
 * Draws `steps` in turn (each merged into the last) on a chart never attached to the page, one step
 * per idle callback (or per task of the first-draw queue, whichever comes first), then disposes of
 * it. Once per `steps` list a page; nothing where there is no idle callback or canvas (unit tests' DOM).
 */
export function warmUpCharts(modules: EChartModules, steps: ReadonlyArray<() => EChartOption>): void {
  if (started.has(steps) || typeof requestIdleCallback === 'undefined' || typeof document === 'undefined')
    return;
  started.add(steps);
  let chart: echarts.ECharts | undefined;
  let next = 0;
  let idle = 0;
  const step = () => {
    // Run by the first-draw queue: the idle callback asked for is not needed any more.
    cancelIdleCallback(idle);
    try {
      if (!chart) {
        registerChartModules(modules);
        chart = echarts.init(document.createElement('div'), null, {
          renderer: 'canvas',
          width: WIDTH,
          height: HEIGHT,
        });
      } else {
        const option = steps[next++];
        if (option) chart.setOption(option(), { lazyUpdate: false });
      }
    } catch {
      // A warm-up that fails costs the first draw its head start, nothing else.
      next = steps.length;
    }
    if (next < steps.length) idle = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    else {
      finishWarmUp(step);
      chart?.dispose();
    }
  };
  addPendingWarmUp(step);
  idle = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
}
