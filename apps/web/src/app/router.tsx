import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { showWarning } from '../components/ui/alert-dialog/alert-store';
import { LoadingScreen } from '../components/ui/loading-screen';
import { paths } from '../config/paths';
import { PageLoader } from '../components/ui/page-loader';
import { takePendingInvitationHref } from '../features/organisations/lib/pending-invitation';
import { i18next, loadAllTexts } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import { loggedOutRoutes } from './routes';
import { RootErrorBoundary } from './routes/root-error';

type RouterFactory = typeof createBrowserRouter;
type SignedInRoutes = typeof import('./signed-in-routes').loggedInRoutes;

/** The signed-in route set, loaded when first signed in (not by the sign-in page). */
function useSignedInRoutes(signedIn: boolean): SignedInRoutes | undefined {
  const [routes, setRoutes] = useState<SignedInRoutes>();
  useEffect(() => {
    if (!signedIn || routes) return;
    let current = true;
    void import('./signed-in-routes').then((module) => {
      if (current) setRoutes(() => module.loggedInRoutes);
    });
    return () => {
      current = false;
    };
  }, [signedIn, routes]);
  return routes;
}

/**
 * Mounts the route set of the session state (SPEC §4): a loading screen while deciding, then the
 * logged-in or the logged-out routes, each under a root route with the failure screen.
 */
export function AppRouter({ createRouter = createBrowserRouter }: { createRouter?: RouterFactory }) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const loggedInRoutes = useSignedInRoutes(status === 'loggedIn');

  useEffect(() => {
    void sessionStore.start();
  }, []);

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
