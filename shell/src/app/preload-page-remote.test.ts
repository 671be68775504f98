import type { RouteObject } from 'react-router-dom';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { pageRemoteFiles, preloadPageRemote } from './preload-page-remote';

const manifest: RemoteManifest = {
  remotes: [
    {
      name: 'mf_profiles',
      entry: '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      exposes: ['./routes'],
      exposeFiles: { './routes': ['5490.31c4e510ab.js', 'shared-kit.958a36eba6.js'] },
      routes: [
        { path: '/profile/list', access: 'public' },
        { path: '/profile/:id', access: 'public' },
        { path: '/:id', access: 'public' },
      ],
    },
    {
      name: 'mf_chat',
      entry: 'https://cdn.example/chat/remoteEntry.js',
      exposes: ['./routes'],
      exposeFiles: {},
      routes: [{ path: '/chat', access: 'private' }],
    },
    {
      name: 'mf_admin',
      entry: '/remotes/mf-admin/remoteEntry.js',
      exposes: ['./routes'],
      exposeFiles: { './routes': ['1.js'] },
      routes: [{ path: '/admin', access: 'admin' }],
    },
  ],
};

const ORIGIN = 'http://localhost';
/** The shell's own pages and its not-found splat, as app-routes.tsx nests them. */
const shellRoutes: RouteObject[] = [{ path: '/', children: [{ path: 'home' }, { path: 'login' }, { path: '*' }] }];

describe('preloading the remote of the page being opened', () => {
  it("names the owner's entry and the files of its ./routes module, beside the entry", () => {
    expect(pageRemoteFiles(manifest, '/profile/42', ORIGIN, shellRoutes)).toEqual([
      'http://localhost/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      'http://localhost/remotes/mf-profiles/5490.31c4e510ab.js',
      'http://localhost/remotes/mf-profiles/shared-kit.958a36eba6.js',
    ]);
  });

  it("names only the entry of a remote hosted elsewhere, and nothing for the shell's pages or admin ones", () => {
    expect(pageRemoteFiles(manifest, '/chat', ORIGIN, shellRoutes)).toEqual(['https://cdn.example/chat/remoteEntry.js']);
    expect(pageRemoteFiles({ remotes: [] }, '/nowhere', ORIGIN, shellRoutes)).toEqual([]);
    // The shell's own page, though the remote's '/:id' matches it too.
    expect(pageRemoteFiles(manifest, '/home', ORIGIN, shellRoutes)).toEqual([]);
    expect(pageRemoteFiles(manifest, '/login', ORIGIN, shellRoutes)).toEqual([]);
    // Only route discovery may download the admin remote, for an admin.
    expect(pageRemoteFiles(manifest, '/admin', ORIGIN, shellRoutes)).toEqual([]);
  });

  it('adds one preload link per file to the head', () => {
    preloadPageRemote(manifest, shellRoutes, new URL('http://localhost/profile/list') as unknown as Location);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(links.map((link) => link.href)).toEqual(pageRemoteFiles(manifest, '/profile/list', ORIGIN, shellRoutes));
    links.forEach((link) => link.remove());
  });
});
