import type { MeasurementDomain } from '@ohp/contracts';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';

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

/**
 * The route a reading opens in: a saved measurement's (/measurement/…, or /device/ax-pro/{id} for an
 * AxPro one: SPEC §2), or /upload/read for a file or a device record.
 */
export type ReadingRoute = 'measurement' | 'device-ax-pro' | 'upload-read';

const routeModules: Record<ReadingRoute, () => Promise<unknown>> = {
  measurement: () => import('./routes/app/measurement'),
  'device-ax-pro': () => import('./routes/app/device-ax-pro'),
  'upload-read': () => import('./routes/app/upload-read'),
};

/** The route of a saved measurement's page (`href`: measurementHref of one of them). */
export function savedReadingRouteOf(href: string): ReadingRoute {
  return matchPath(paths.app.deviceAxPro.path, href) ? 'device-ax-pro' : 'measurement';
}

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

/**
 * Preloads the viewer of `domain` once the page is idle, with the route its saved measurements open
 * in (`pageHref`: one of their pages' address); nothing without a domain. An AxPro list preloaded
 * /measurement/'s module while its measurements open in /device/ax-pro/'s, which then loaded after
 * the click, ahead of the file's download.
 */
export function usePreloadViewer(domain: MeasurementDomain | undefined, pageHref: string): void {
  const route = savedReadingRouteOf(pageHref);
  useEffect(() => (domain ? preloadViewerWhenIdle(domain, route) : undefined), [domain, route]);
}
