// Main-thread long tasks in the page (issue 28, item 5: the main thread never blocked > 100 ms at a
// time). `recordLongTasks` is an init script (context.addInitScript) that keeps every 'longtask'
// entry (≥ 50 ms, the platform's threshold); `longestTaskSince` reads the longest one that started
// after a page time (the click of an in-app open, 0 for a full load).
import type { Page } from 'playwright-core';
import { reportFigure } from './figures.ts';

export const MAIN_THREAD_BUDGET_MS = 100;
/** The Long Tasks API's threshold: shorter tasks are not reported. */
const LONG_TASK_THRESHOLD_MS = 50;

export function recordLongTasks() {
  const w = window as unknown as { __ohpLongTasks?: Array<[number, number]> };
  w.__ohpLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__ohpLongTasks?.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: no list, so longestTaskSince fails rather than read "no long task".
    delete w.__ohpLongTasks;
  }
}

/**
 * The longest main-thread task (ms) that started at or after `since` (page time, ms); 0 when none of
 * 50 ms or more did. Throws where the API is not recording, so that 0 never stands for "not measured".
 */
export function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as { __ohpLongTasks?: Array<[number, number]> }).__ohpLongTasks;
    if (!tasks) throw new Error('the Long Tasks API is not recording in this page');
    return Math.round(Math.max(0, ...tasks.filter(([start]) => start >= from).map(([, d]) => d)));
  }, since);
}

/** A longest task as the console lines write it: "< 50 ms" when no task reached the API's threshold. */
export const longTaskText = (ms: number): string =>
  ms === 0 ? `< ${LONG_TASK_THRESHOLD_MS} ms` : `${ms} ms`;

/** Runs' longest tasks as the console lines write them: "max M (runs a, b, c)". */
export const longTasksText = (runs: readonly number[]): string =>
  `max ${longTaskText(Math.max(...runs))} (runs ${runs.map(longTaskText).join(', ')})`;

/**
 * Reports the longest main-thread task of a viewer against the budget. The Long Tasks API sees only
 * tasks of 50 ms or more, so a 0 means none of them ran: the summary writes "< 50 ms", not "0.000 ms".
 */
export function reportLongestTask(name: string, longest: number): void {
  reportFigure({
    name,
    value: longest,
    budget: MAIN_THREAD_BUDGET_MS,
    unit: 'ms',
    ...(longest === 0 ? { shownAs: longTaskText(0) } : {}),
  });
}

/** The page time of the last pointerdown (set by the viewer benches' draw-time script). */
export const lastClick = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __ohpClick?: number }).__ohpClick ?? 0);

/**
 * Prints and reports the longest main-thread task of each run of `what` (a file of `size`
 * characters opened, a record read) against the budget, with when its viewer's route was reached;
 * true when within.
 */
export function reportLongestTasks(
  what: string,
  size: number,
  runs: { longest: number[]; shown: number[] },
  note = '',
): boolean {
  const max = Math.max(...runs.longest);
  const within = max <= MAIN_THREAD_BUDGET_MS;
  console.log(
    `${what} (${(size / 1e6).toFixed(1)} MB): longest main-thread task ${longTasksText(runs.longest)}, ` +
      `budget ${MAIN_THREAD_BUDGET_MS} ms: ${within ? 'within budget' : 'OVER BUDGET'}; ` +
      `viewer route reached after ${runs.shown.map((ms) => Math.round(ms)).join(', ')} ms${note}`,
  );
  reportLongestTask(`${what}: longest main-thread task`, max);
  return within;
}
