import { startTransition, useEffect, useState } from 'react';
import { afterQueuedDraws } from './first-draw-queue';

/** How long a screen waits for charts that may never draw (a record without intervals, a hidden tab). */
export const CHARTS_WAIT_LIMIT_MS = 2000;

/**
 * False until what is above on the screen has drawn its charts: true once `ready` and, when `charts`
 * (the screen has charts to draw), the first-draw queue has drawn one and run dry, or after
 * CHARTS_WAIT_LIMIT_MS. The render it then starts is a transition (React renders it in slices, not
 * one long task). Once true it stays true.
 */
export function useAfterChartsDrawn(ready: boolean, charts: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !ready) return;
    const finish = () => startTransition(() => setDone(true));
    if (!charts) {
      finish();
      return;
    }
    const cancel = afterQueuedDraws(finish);
    const limit = setTimeout(finish, CHARTS_WAIT_LIMIT_MS);
    return () => {
      cancel();
      clearTimeout(limit);
    };
  }, [done, ready, charts]);
  return done;
}
