// What the viewer benches time, measured in the page itself: from the user's click (the
// pointerdown event's own time stamp) or from the navigation start to the first frame that shows
// the chart. The chart host gets data-rendered on ECharts' first 'finished' event; the frame that
// puts that canvas on the screen is the next one, and it can be held back by the page's own work
// (a long task right after the draw delays it), so the moment counted is the end of the frame after
// the attribute appeared: a requestAnimationFrame callback (just before that frame's paint) that
// posts a message, whose task runs once the frame is produced.
// The test driver's own time stays out: its actionability checks before the click and its polling
// for the attribute after the draw (100–600 ms on a loaded machine, none of it a user's wait).
import type { Page } from 'playwright-core';

interface PaintMarks {
  __ohpClick?: number;
  __ohpDrawn?: number;
  __ohpPainted?: number;
}

/** Init script (context.addInitScript(recordPaintTime, testId)): records the three moments. */
export function recordPaintTime(testId: string) {
  const w = window as unknown as PaintMarks;
  addEventListener(
    'pointerdown',
    (event) => {
      w.__ohpClick = event.timeStamp;
      w.__ohpDrawn = undefined;
      w.__ohpPainted = undefined;
    },
    true,
  );
  new MutationObserver(() => {
    if (w.__ohpDrawn !== undefined) return;
    if (!document.querySelector(`[data-testid="${testId}"][data-rendered]`)) return;
    w.__ohpDrawn = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        w.__ohpPainted = performance.now();
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, attributes: true, childList: true });
}

/** Waits for the chart's frame to be painted (after the driver saw the attribute). */
export async function chartPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as PaintMarks).__ohpPainted !== undefined, null, {
    timeout: 60_000,
  });
}

/**
 * In-page ms from the click (in-app) or the navigation start (full load) to the chart's frame
 * painted (`painted`) or to the chart's first draw (`drawn`).
 */
export const inPageTime = (page: Page, from: 'click' | 'navigation', to: 'painted' | 'drawn' = 'painted') =>
  page.evaluate(
    ([f, t]) => {
      const w = window as unknown as PaintMarks;
      const end = t === 'painted' ? w.__ohpPainted : w.__ohpDrawn;
      return Math.round((end ?? Number.NaN) - (f === 'click' ? (w.__ohpClick ?? Number.NaN) : 0));
    },
    [from, to] as const,
  );

/** Wall-clock ms (epoch) of the last pointerdown and of the chart first seen drawn, in the page. */
export const pageMoments = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as PaintMarks;
    return {
      click: performance.timeOrigin + (w.__ohpClick ?? Number.NaN),
      drawn: performance.timeOrigin + (w.__ohpDrawn ?? Number.NaN),
    };
  });
