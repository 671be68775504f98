// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest; each path here equals its
// entry there (jest/remote-routes.test.ts). Screens are lazy chunks; each
// loader prefetches through RTK Query (SPEC section 2, "Data preloaded per route").
// Each screen's chunk is named as its route-paths.json entry's "screen" (the build
// checks it), so the server can preload the screen of the page it sends.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { listingLoader } from './features/listing/loader';
import { ownProfileLoader } from './features/own-profile/loader';
import { profilePageLoader } from './features/profile-page/loader';
import { profileListLoader } from './features/profile-search/loader';

export const routes: RemoteRoutesModule['routes'] = [
  {
    path: '/profile/list',
    loader: profileListLoader,
    lazy: () =>
      import(/* webpackChunkName: "profile-list-page" */ './features/profile-search/components/profile-list-page')
        .then((m) => ({ Component: m.ProfileListPage })),
  },
  {
    path: '/profile/update',
    lazy: () =>
      import(/* webpackChunkName: "profile-update-page" */ './features/profile-update/components/profile-update-page')
        .then((m) => ({ Component: m.ProfileUpdatePage })),
  },
  {
    path: '/profile/:id',
    loader: profilePageLoader,
    lazy: () =>
      import(/* webpackChunkName: "profile-page" */ './features/profile-page/components/profile-page')
        .then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: '/profile',
    loader: ownProfileLoader,
    lazy: () =>
      import(/* webpackChunkName: "own-profile-page" */ './features/own-profile/components/own-profile-page')
        .then((m) => ({ Component: m.OwnProfilePage })),
  },
  {
    path: '/:id',
    loader: listingLoader,
    lazy: () =>
      import(/* webpackChunkName: "listing-page" */ './features/listing/components/listing-page')
        .then((m) => ({ Component: m.ListingPage })),
  },
];
