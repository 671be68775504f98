// The shell owns the one data router. Its own screens are lazy chunks; remote
// screens arrive through route discovery (route-discovery.ts).
import { createBrowserRouter, data, redirect } from 'react-router-dom';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { RootLayout } from '../features/layout/root-layout';
import { RequireAuth } from '../features/layout/require-auth';
import { RouteErrorPage } from '../features/layout/route-error-page';
import { loadRemoteModuleOrThrow } from '../federation/remote-registry';
import { createRouteDiscovery } from './route-discovery';
import { PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';

export function createAppRouter(manifest: Promise<RemoteManifest>) {
  return createBrowserRouter(
    [
      {
        id: 'root',
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        // Shown while the first route's lazy code and loader arrive.
        hydrateFallbackElement: <PageSpinner />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, loader: () => redirect('/home') },
              {
                id: PUBLIC_ROUTES_ID,
                children: [
                  { path: 'home', lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
                  { path: 'login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
                  {
                    path: 'register',
                    lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
                  },
                  // Unknown paths error inside the layout, so the navbar stays. Remote paths are
                  // discovered before this matches (a splat match still asks route discovery).
                  {
                    path: '*',
                    loader: () => {
                      throw data('This page does not exist.', { status: 404, statusText: 'Not Found' });
                    },
                  },
                  {
                    path: 'upload-profile-picture',
                    lazy: () =>
                      import('../features/auth/upload-profile-picture-page').then((m) => ({
                        Component: m.UploadProfilePicturePage,
                      })),
                  },
                ],
              },
              {
                id: PRIVATE_ROUTES_ID,
                element: <RequireAuth />,
                children: [
                  {
                    path: 'notifications',
                    lazy: () =>
                      import('../features/notifications/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    { patchRoutesOnNavigation: createRouteDiscovery(manifest, loadRemoteModuleOrThrow) },
  );
}
