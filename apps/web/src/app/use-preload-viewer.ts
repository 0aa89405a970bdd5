import type { MeasurementDomain } from '@ohp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import type { RouteModule } from './routes';

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

type EarlyStartModule = Pick<RouteModule, 'startEarly'>;

const routeModules: Record<ReadingRoute, () => Promise<EarlyStartModule>> = {
  measurement: () => import('./routes/app/measurement'),
  'device-ax-pro': () => import('./routes/app/device-ax-pro'),
  // No early start: a reading not saved is already here.
  'upload-read': () => import('./routes/app/upload-read').then(() => ({})),
};

/** The route modules preloaded so far, at hand without an import's turn. */
const loadedRoutes: Partial<Record<ReadingRoute, EarlyStartModule>> = {};

function loadRoute(route: ReadingRoute): Promise<EarlyStartModule> {
  return routeModules[route]().then((module) => {
    loadedRoutes[route] = module;
    return module;
  });
}

/** The route of a saved measurement's page (`href`: measurementHref of one of them). */
export function savedReadingRouteOf(href: string): ReadingRoute {
  return matchPath(paths.app.deviceAxPro.path, href) ? 'device-ax-pro' : 'measurement';
}

/** A saved measurement page's route and parameters (as its loader gets them), from one address. */
export function savedReadingOf(
  href: string,
): { route: ReadingRoute; params: Record<string, string | undefined> } | undefined {
  const axPro = matchPath(paths.app.deviceAxPro.path, href);
  if (axPro) return { route: 'device-ax-pro', params: axPro.params };
  const saved = matchPath(paths.app.measurement.path, href);
  return saved ? { route: 'measurement', params: saved.params } : undefined;
}

/**
 * A link to a saved measurement's page clicked: the route's early start runs now, in the click's
 * task (the download and reading of the file, the viewer's code). The router's navigation reached
 * the loader 50–70 ms after the click (its render of the pending navigation and its lazy route's
 * import came first, each a task of its own); the loader then joins what is under way. Nothing
 * when the route's module has not been preloaded yet (the click then goes as before).
 */
export function startOpeningOnClick(queryClient: QueryClient, href: string): void {
  const saved = savedReadingOf(href);
  const start = saved && loadedRoutes[saved.route]?.startEarly;
  if (saved && start) start(queryClient)(saved.params);
}

/**
 * Loads the route and the viewer of `domain` once the page is idle; returns what cancels it (if it
 * has not started).
 */
export function preloadViewerWhenIdle(domain: MeasurementDomain, route: ReadingRoute): () => void {
  return whenIdle(() => {
    // A failed preload changes nothing: the route loads the same modules when it is opened.
    Promise.all([loadRoute(route), import('./reading-screen')])
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
