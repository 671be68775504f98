import type { RouteObject } from 'react-router-dom';
import { pageRemoteFiles, preloadPageRemote } from './preload-page-remote';
import { manifest } from './test-manifest';

const ORIGIN = 'http://localhost';
/** The shell's own pages and its not-found splat, as app-routes.tsx nests them. */
const shellRoutes: RouteObject[] = [{ path: '/', children: [{ path: 'home' }, { path: 'login' }, { path: '*' }] }];

describe('preloading the remote of the page being opened', () => {
  it("names the owner's entry and the files of its ./routes module, beside the entry", () => {
    expect(pageRemoteFiles(manifest, '/profile/list', ORIGIN, shellRoutes)).toEqual([
      'http://localhost/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      'http://localhost/remotes/mf-profiles/5490.31c4e510ab.js',
      'http://localhost/remotes/mf-profiles/shared-kit.958a36eba6.js',
    ]);
  });

  it("names only the entry of a remote that lists no files, and nothing for the shell's pages or admin ones", () => {
    expect(pageRemoteFiles(manifest, '/chat', ORIGIN, shellRoutes)).toEqual(['http://localhost/remotes/mf-chat/remoteEntry.js']);
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
