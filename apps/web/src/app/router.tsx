import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { showWarning } from '../components/ui/alert-dialog/alert-store';
import { LoadingScreen } from '../components/ui/loading-screen';
import { paths } from '../config/paths';
import { storageKeys } from '../config/storage-keys';
import { PageLoader } from '../components/ui/page-loader';
import { takePendingInvitationHref } from '../features/organisations/lib/pending-invitation';
import { accessTokenStillValid } from '../lib/access-token-expiry';
import { i18next, loadAllTexts } from '../lib/i18n';
import { type SessionStatus, sessionStore } from '../lib/session-store';
import { readStored } from '../lib/storage';
import { useSession } from '../lib/use-session';
import { loggedOutRoutes, type RouteHandle } from './routes';
import { RootErrorBoundary } from './routes/root-error';

type RouterFactory = typeof createBrowserRouter;
type SignedInRoutes = typeof import('./signed-in-routes').loggedInRoutes;

/**
 * The lazy screens of `routes` that `pathname` matches, loaded now (the router then finds them
 * loaded), and what each can start before its loader runs (a saved measurement's download: on a
 * full page load it leaves with the session's refresh instead of ≈ 150 ms after its answer). A
 * failure changes nothing: the router loads them again, and the loader starts what did not.
 */
function preloadScreensOf(routes: RouteObject[], pathname: string): void {
  // Only with an access token that has not expired: an expired one would be refused, and no call
  // renews it before the session is restored.
  const tokenUsable = accessTokenStillValid(readStored(storageKeys.accessToken));
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy !== 'function') continue;
    void Promise.resolve(lazy())
      .then((loaded) => {
        if (tokenUsable) (loaded.handle as RouteHandle | undefined)?.startEarly?.(match.params);
      })
      .catch(() => undefined);
  }
}

/**
 * The signed-in route set, loaded when first signed in (not by the sign-in page) — or already while
 * a stored session is being restored (a refresh token is kept: most likely signed in), together
 * with the screen of the address, so that they load during the refresh, not after it.
 */
function useSignedInRoutes(status: SessionStatus, queryClient: QueryClient): SignedInRoutes | undefined {
  const [routes, setRoutes] = useState<SignedInRoutes>();
  const wanted = status !== 'loggedOut';
  const restoring = status === 'loading';
  useEffect(() => {
    if (!wanted || routes) return;
    let current = true;
    void import('./signed-in-routes').then((module) => {
      // Before the `current` check: a refresh that answered before the module arrived re-runs this
      // effect, and the screens' early start was then skipped (the download left ≈ 150 ms later, on
      // about half of the full page loads measured).
      if (restoring) preloadScreensOf(module.loggedInRoutes(queryClient), window.location.pathname);
      if (current) setRoutes(() => module.loggedInRoutes);
    });
    return () => {
      current = false;
    };
  }, [wanted, restoring, routes, queryClient]);
  return routes;
}

/**
 * Mounts the route set of the session state (SPEC §4): a loading screen while deciding, then the
 * logged-in or the logged-out routes, each under a root route with the failure screen.
 */
export function AppRouter({ createRouter = createBrowserRouter }: { createRouter?: RouterFactory }) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const loggedInRoutes = useSignedInRoutes(status, queryClient);

  useEffect(() => {
    void sessionStore.start();
  }, []);

  // Signed out (sign-out, the session ended, a start that could not restore it): nothing the last
  // account's calls cached stays for the next one on this browser (query keys name no account, and
  // answers count as fresh for a minute). In the store's listener, before the sign-in page's own
  // queries start.
  useEffect(() => {
    let last = sessionStore.getState().status;
    return sessionStore.subscribe(() => {
      const { status: now } = sessionStore.getState();
      if (now === 'loggedOut' && last !== 'loggedOut') queryClient.clear();
      last = now;
    });
  }, [queryClient]);

  const router = useMemo(() => {
    if (status === 'loading') return null;
    if (status === 'loggedIn' && !loggedInRoutes) return null;
    const children =
      loggedInRoutes && status === 'loggedIn' ? loggedInRoutes(queryClient) : loggedOutRoutes(queryClient);
    return createRouter([
      { path: '/', ErrorBoundary: RootErrorBoundary, HydrateFallback: PageLoader, children },
    ]);
  }, [status, queryClient, createRouter, loggedInRoutes]);

  useEffect(() => () => router?.dispose(), [router]);

  // An invitation opened before signing in is opened again once signed in.
  useEffect(() => {
    const href = router && status === 'loggedIn' ? takePendingInvitationHref() : undefined;
    if (href) void router?.navigate(href);
  }, [router, status]);

  // A temporary password (reset by an admin): the profile's password change comes first.
  useEffect(() => {
    if (!router || status !== 'loggedIn' || !sessionStore.takePasswordChangeRequired()) return;
    void router.navigate(paths.app.profile.getHref());
    // The admin namespace is not among the sign-in page's texts.
    void loadAllTexts().then(() => showWarning(i18next.t('admin:reset.mustChange')));
  }, [router, status]);

  if (!router) return <LoadingScreen />;
  // A new router needs a new provider: RouterProvider keeps the state of the router it mounted with.
  return <RouterProvider key={status} router={router} />;
}
