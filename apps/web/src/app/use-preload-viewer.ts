import type { MeasurementDomain } from '@ohp/contracts';
import { useEffect } from 'react';

// A list's measurements open in the viewer route: its code (the route module and the domain's
// viewer, ≈ 1 MB of modules) is fetched and evaluated while the list shows, in idle time, so that a
// click starts the file's download at once instead of after the route's modules have loaded
// (≈ 60–120 ms of every in-app open, the download then in line behind them).

type IdleHandle = ReturnType<typeof setTimeout> | number;

function whenIdle(run: () => void): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle: IdleHandle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** Preloads the measurement viewer of `domain` once the page is idle (nothing without a domain). */
export function usePreloadViewer(domain: MeasurementDomain | undefined): void {
  useEffect(() => {
    if (!domain) return;
    return whenIdle(() => {
      // A failed preload changes nothing: the route loads the same modules when it is opened.
      Promise.all([import('./routes/app/measurement'), import('./reading-screen')])
        .then(([, screen]) => screen.loadDomainViewer(domain))
        .catch(() => undefined);
    });
  }, [domain]);
}
