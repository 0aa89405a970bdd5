import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/layouts/auth-layout';
import { paths } from '../config/paths';
import { loadAllTexts } from '../lib/i18n';
import * as loginRoute from './routes/auth/login';

// Route sets of SPEC §2 (the signed-in set is signed-in-routes.tsx, loaded once signed in: its
// screens' import lists stay out of the sign-in page's entry). Every screen is a lazy module exporting `Component` and optionally
// `clientLoader`, a factory that receives the query client and returns the route loader
// (bulletproof-react's convention).

export interface RouteModule {
  Component: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  /**
   * What the screen can start before the router runs its loader (its data, with the stored access
   * token): on a full page load while a stored session is restored (app/router.tsx), and when a link
   * to it is clicked (app/use-preload-viewer.ts). The loader then joins what is under way.
   */
  startEarly?: (queryClient: QueryClient) => EarlyStart;
}

/** The route's parameters, as its loader gets them. */
export type EarlyStart = (params: Record<string, string | undefined>) => void;

/** Where a route keeps its `startEarly` (React Router's free-form `handle`). */
export interface RouteHandle {
  startEarly?: EarlyStart;
}

export function convert(queryClient: QueryClient) {
  return ({ Component, clientLoader, startEarly }: RouteModule) => ({
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
    ...(startEarly ? { handle: { startEarly: startEarly(queryClient) } satisfies RouteHandle } : {}),
  });
}

/**
 * A screen past the sign-in page: its module and every translation namespace (the sign-in page
 * loads only the signed-out ones, lib/i18n.ts), so no screen renders before its texts are here.
 */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}

/** Any other path redirects to / (SPEC §2). */
export const redirectHome: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

export function loggedOutRoutes(queryClient: QueryClient): RouteObject[] {
  const c = convert(queryClient);
  return [
    {
      Component: AuthLayout,
      children: [
        // The sign-in page is the entry's own (the start chunk): a new visitor's first screen
        // without a second round of requests for its form (docs/web-quality.md, "First load").
        { index: true, ...c(loginRoute) },
        {
          path: paths.auth.register.path,
          lazy: withAllTexts(() => import('./routes/auth/register').then(c)),
        },
        {
          path: paths.auth.forgotPassword.path,
          lazy: withAllTexts(() => import('./routes/auth/forgot-password').then(c)),
        },
        {
          path: paths.auth.oidcCallback.path,
          lazy: withAllTexts(() => import('./routes/auth/oidc-callback').then(c)),
        },
        {
          path: paths.app.companyInvite.path,
          lazy: withAllTexts(() => import('./routes/auth/company-invite').then(c)),
        },
      ],
    },
    redirectHome,
  ];
}
