// The remote manifest the route-ownership tests share (page-remote here and the
// server's, the shell's route discovery): three remotes, public, private and admin routes, and the files of
// mf_profiles' ./routes and screens (mf_chat lists none, as a remote hosted elsewhere does).
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';

export const manifest: RemoteManifest = {
  remotes: [
    {
      name: 'mf_profiles',
      entry: '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      exposes: ['./routes'],
      exposeFiles: { './routes': ['5490.31c4e510ab.js', 'shared-kit.958a36eba6.js'] },
      screenFiles: {
        'profile-list-page': ['profile-list-page.0c1d2e3f4a.js', 'shared-kit.958a36eba6.js'],
        'listing-page': ['listing-page.5a6b7c8d9e.js'],
      },
      release: null,
      routes: [
        { path: '/profile/list', access: 'public', title: 'Find an Assistant', screen: 'profile-list-page' },
        { path: '/profile', access: 'private' },
        {
          path: '/:id',
          access: 'public',
          screen: 'listing-page',
          data: ['/api/listings/:id', '/api/listings/related?listingId=:id', '/api/owners/:ownerId'],
          image: { read: '/api/listings/:id', field: 'cover' },
        },
      ],
    },
    {
      name: 'mf_chat',
      entry: '/remotes/mf-chat/remoteEntry.js',
      exposes: ['./routes'],
      exposeFiles: {},
      screenFiles: {},
      release: null,
      routes: [{ path: '/chat', access: 'private' }],
    },
    {
      name: 'mf_admin',
      entry: '/remotes/mf-admin/remoteEntry.js',
      exposes: ['./routes'],
      exposeFiles: {},
      screenFiles: {},
      release: null,
      routes: [
        { path: '/admin', access: 'admin' },
        { path: '/admin/user/:userId', access: 'admin' },
        { path: '/admin/releases', access: 'admin' },
        { path: '/admin/finance', access: 'admin' },
        { path: '/admin/outbox', access: 'admin' },
      ],
    },
  ],
};
