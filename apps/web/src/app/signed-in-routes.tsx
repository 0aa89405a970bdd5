import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { convert, redirectHome, withAllTexts } from './routes';

// The signed-in route set (SPEC §2), its own chunk: the router loads it when the session is signed
// in. Its lazy screens' preload lists (every chunk each screen needs) are ≈ 2 KB gzip the sign-in
// page would otherwise carry in its entry (docs/web-quality.md, "First load").

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
        { path: app.companyWorkers.path, lazy: () => import('./routes/app/company-workers').then(c) },
        { path: app.companyGhe.path, lazy: () => import('./routes/app/company-ghe').then(c) },
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
