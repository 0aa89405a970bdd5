import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/layouts/auth-layout';
import { paths } from '../config/paths';
import { loadAllTexts } from '../lib/i18n';

// Route sets of SPEC §2. Every screen is a lazy module exporting `Component` and optionally
// `clientLoader`, a factory that receives the query client and returns the route loader
// (bulletproof-react's convention).

interface RouteModule {
  Component: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

function convert(queryClient: QueryClient) {
  return ({ Component, clientLoader }: RouteModule) =>
    clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
}

/**
 * A screen past the sign-in page: its module and every translation namespace (the sign-in page
 * loads only the signed-out ones, lib/i18n.ts), so no screen renders before its texts are here.
 */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}

/** Any other path redirects to / (SPEC §2). */
const redirectHome: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

export function loggedOutRoutes(queryClient: QueryClient): RouteObject[] {
  const c = convert(queryClient);
  return [
    {
      Component: AuthLayout,
      children: [
        { index: true, lazy: () => import('./routes/auth/login').then(c) },
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

export function loggedInRoutes(queryClient: QueryClient): RouteObject[] {
  const c = convert(queryClient);
  const { app } = paths;
  return [
    {
      // Lazy like the screens: React Router loads it and the matched screen in parallel.
      lazy: withAllTexts(() => import('./routes/app/layout').then(c)),
      children: [
        { index: true, lazy: () => import('./routes/app/dashboard').then(c) },
        { path: app.accessDevice.path, lazy: () => import('./routes/app/access-device').then(c) },
        {
          path: app.accessDeviceSelect.path,
          lazy: () => import('./routes/app/access-device-select').then(c),
        },
        {
          path: app.accessDeviceRegister.path,
          lazy: () => import('./routes/app/access-device-register').then(c),
        },
        {
          path: app.accessDeviceConfiguration.path,
          lazy: () => import('./routes/app/access-device-configuration').then(c),
        },
        { path: app.admin.path, lazy: () => import('./routes/app/admin').then(c) },
        { path: app.upload.path, lazy: () => import('./routes/app/upload').then(c) },
        { path: app.uploadRead.path, lazy: () => import('./routes/app/upload-read').then(c) },
        { path: app.measurement.path, lazy: () => import('./routes/app/measurement').then(c) },
        { path: app.profile.path, lazy: () => import('./routes/app/profile').then(c) },
        { path: app.devices.path, lazy: () => import('./routes/app/devices').then(c) },
        { path: app.documents.path, lazy: () => import('./routes/app/documents').then(c) },
        { path: app.archive.path, lazy: () => import('./routes/app/archive').then(c) },
        { path: app.company.path, lazy: () => import('./routes/app/company').then(c) },
        { path: app.group.path, lazy: () => import('./routes/app/group').then(c) },
        { path: app.companyInvite.path, lazy: () => import('./routes/app/company-invite').then(c) },
        { path: app.deviceRegister.path, lazy: () => import('./routes/app/device-register').then(c) },
        { path: app.deviceComponents.path, lazy: () => import('./routes/app/device-components').then(c) },
        { path: app.measurementsList.path, lazy: () => import('./routes/app/measurements-list').then(c) },
        { path: app.deviceAxPro.path, lazy: () => import('./routes/app/device-ax-pro').then(c) },
        { path: app.deviceItemp.path, lazy: () => import('./routes/app/device-itemp').then(c) },
        { path: app.videos.path, lazy: () => import('./routes/app/videos').then(c) },
        { path: app.videoPlayer.path, lazy: () => import('./routes/app/video-player').then(c) },
        { path: app.help.path, lazy: () => import('./routes/app/help').then(c) },
        { path: app.equipment.path, lazy: () => import('./routes/app/equipment').then(c) },
      ],
    },
    redirectHome,
  ];
}
