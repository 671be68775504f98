// The route objects this remote adds to the shell's router. The paths and who may
// open them (admins only) are declared once, in route-paths.json (a path not
// declared there is private), which the build publishes in the manifest; the shell
// downloads this remote only for an admin. Screens are lazy chunks; each loader
// prefetches through RTK Query.
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { adminConsoleLoader } from './features/users/loader';
import { releasesLoader } from './features/releases/loader';
import { financeLoader } from './features/finance/loader';
import { outboxLoader } from './features/outbox/loader';
import { userUpdateLoader } from './features/user-update/loader';

export const routes: RemoteRoutesModule['routes'] = [
  {
    path: '/admin',
    loader: adminConsoleLoader,
    lazy: () =>
      import(/* webpackChunkName: "admin-console-page" */ './app/admin-console-page')
        .then((m) => ({ Component: m.AdminConsolePage })),
  },
  {
    path: '/admin/user/:userId',
    loader: userUpdateLoader,
    lazy: () =>
      import(/* webpackChunkName: "user-update-page" */ './app/user-update-page')
        .then((m) => ({ Component: m.UserUpdatePage })),
  },
  {
    path: '/admin/releases',
    loader: releasesLoader,
    lazy: () => import(/* webpackChunkName: "releases-page" */ './app/releases-page').then((m) => ({ Component: m.ReleasesPage })),
  },
  {
    path: '/admin/finance',
    loader: financeLoader,
    lazy: () => import(/* webpackChunkName: "finance-page" */ './app/finance-page').then((m) => ({ Component: m.FinancePage })),
  },
  {
    path: '/admin/outbox',
    loader: outboxLoader,
    lazy: () => import(/* webpackChunkName: "outbox-page" */ './app/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
];
