// The shell's route tree. Its own screens are lazy chunks; remote screens arrive
// through route discovery (route-discovery.ts). The browser's data router
// (router.tsx) and the build-time prerender (prerender/prerender-page.tsx) use
// this same tree, so a prerendered page is the page the browser hydrates.
import { Navigate, type RouteObject } from '@marketplace/shared-api/router';
import { RootLayout } from './root-layout';
import { RequireAuth } from '../features/layout/require-auth';
import { RequireAdmin } from '../features/layout/require-admin';
import { PageFrame } from '../components/page-frame';
import { ErrorScreen, NOT_FOUND_TEXT, RouteErrorPage } from '../features/layout/route-error-page';
import { ADMIN_ROUTES_ID, PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { RELEASE_CHECK_PATH } from '@marketplace/shared-api/federation/remote-contract';

/**
 * Every leaf has something to render (React Router warns about a leaf without an
 * element, and one matched before a remote's routes are discovered is rendered):
 * / renders the redirect to /home, an unknown path the error screen.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown should a first visit match nothing inside the layout.
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          // Shown inside the layout while a first visit's page (a remote's, or a lazy one of
          // the shell's) is discovered and loaded: the frame the server's HTML holds.
          hydrateFallbackElement: <PageFrame />,
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            {
              id: PUBLIC_ROUTES_ID,
              children: [
                {
                  path: 'home',
                  // The landing page, where most first visits start, comes in the start chunk (build/start-chunk.mjs).
                  lazy: () =>
                    import(/* webpackChunkName: "home" */ '../features/home/home-page').then((m) => ({ Component: m.HomePage })),
                },
                { path: 'login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
                {
                  path: 'register',
                  lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
                },
                // Unknown paths show the error screen inside the layout, so the navbar stays.
                // Remote paths are discovered before this renders (a splat match still asks
                // route discovery, and the router waits for it).
                { path: '*', element: <ErrorScreen message={NOT_FOUND_TEXT} /> },
                // The release command's check of a remote's widgets (federation/widget-check-page.tsx).
                {
                  path: RELEASE_CHECK_PATH.slice(1),
                  lazy: () => import('../federation/widget-check-page').then((m) => ({ Component: m.WidgetCheckPage })),
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
            // Admin routes arrive through route discovery (remotes declare access 'admin').
            { id: ADMIN_ROUTES_ID, element: <RequireAdmin />, children: [] },
          ],
        },
      ],
    },
  ];
}
