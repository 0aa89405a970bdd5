import type { MeasurementDomain } from '@ohp/contracts';
import { useEffect } from 'react';

// A reading opens in a viewer route: its code (the route module and the domain's viewer, ≈ 1 MB of
// modules) is fetched and evaluated in idle time before the click, so that the click starts the
// file's download at once instead of after the route's modules have loaded (≈ 60–120 ms of every
// in-app open, the download then in line behind them). Loading the viewer also starts its charts'
// warm-up (components/charts/warm-up.ts): their first draw then runs code already run.

type IdleHandle = ReturnType<typeof setTimeout> | number;

function whenIdle(run: () => void): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle: IdleHandle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** The route a reading opens in: a saved measurement's, or /upload/read for a file or a device record. */
export type ReadingRoute = 'measurement' | 'upload-read';

const routeModules: Record<ReadingRoute, () => Promise<unknown>> = {
  measurement: () => import('./routes/app/measurement'),
  'upload-read': () => import('./routes/app/upload-read'),
};

/**
 * Loads the route and the viewer of `domain` once the page is idle; returns what cancels it (if it
 * has not started).
 */
export function preloadViewerWhenIdle(domain: MeasurementDomain, route: ReadingRoute): () => void {
  return whenIdle(() => {
    // A failed preload changes nothing: the route loads the same modules when it is opened.
    Promise.all([routeModules[route](), import('./reading-screen')])
      .then(([, screen]) => screen.loadDomainViewer(domain))
      .catch(() => undefined);
  });
}

/** Preloads the measurement viewer of `domain` once the page is idle (nothing without a domain). */
export function usePreloadViewer(domain: MeasurementDomain | undefined): void {
  useEffect(() => (domain ? preloadViewerWhenIdle(domain, 'measurement') : undefined), [domain]);
}
