import { findPageOwner, findRouteOwner, pageRemoteFiles } from './page-remote';
import { manifest } from './test-manifest';

/** The shell's own pages, as its build lists them (shell-pages.json). */
const shellPages = ['/home', '/login', '/notifications'];

describe('the remote that owns a path', () => {
  it('is the one with the most specific matching route', () => {
    expect(findRouteOwner(manifest, '/profile/list')?.route).toEqual({ path: '/profile/list', access: 'public', title: 'Find an Assistant' });
    expect(findRouteOwner(manifest, '/profile')?.remote.name).toBe('mf_profiles');
    expect(findRouteOwner(manifest, '/admin/user/7')?.route).toEqual({ path: '/admin/user/:userId', access: 'admin' });
    expect(findRouteOwner(manifest, '/a/b/c')).toBeUndefined();
  });
});

describe('the remote page a first visit opens', () => {
  it("is the owner's route, with the title the frame shows", () => {
    expect(findPageOwner(manifest, '/profile/list', shellPages)?.route.title).toBe('Find an Assistant');
    expect(findPageOwner(manifest, '/chat', shellPages)?.remote.name).toBe('mf_chat');
  });

  it("is none for the shell's own pages, admin pages and unknown paths", () => {
    expect(findPageOwner(manifest, '/notifications', shellPages)).toBeUndefined();
    expect(findPageOwner(manifest, '/admin', shellPages)).toBeUndefined();
    expect(findPageOwner(manifest, '/a/b/c', shellPages)).toBeUndefined();
  });
});

describe("the remote files a page's first visit needs", () => {
  it("are the owner's entry and the files of its ./routes module, beside the entry", () => {
    expect(pageRemoteFiles(manifest, '/profile/list', shellPages)).toEqual([
      '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      '/remotes/mf-profiles/5490.31c4e510ab.js',
      '/remotes/mf-profiles/shared-kit.958a36eba6.js',
    ]);
  });

  it('are the entry alone for a remote that lists no files, absolute when it is hosted elsewhere', () => {
    expect(pageRemoteFiles(manifest, '/chat', shellPages)).toEqual(['/remotes/mf-chat/remoteEntry.js']);
    const elsewhere = { remotes: [{ ...manifest.remotes[1], entry: 'https://chat.example/remoteEntry.js' }] };
    expect(pageRemoteFiles(elsewhere, '/chat', shellPages)).toEqual(['https://chat.example/remoteEntry.js']);
  });

  it("are none for the shell's own pages, admin pages and unknown paths", () => {
    // The remote's '/:id' matches these too.
    expect(pageRemoteFiles(manifest, '/home', shellPages)).toEqual([]);
    expect(pageRemoteFiles(manifest, '/notifications', shellPages)).toEqual([]);
    // Only route discovery may download the admin remote, for an admin.
    expect(pageRemoteFiles(manifest, '/admin', shellPages)).toEqual([]);
    expect(pageRemoteFiles({ remotes: [] }, '/nowhere', shellPages)).toEqual([]);
    // A listing page ('/:id') is the remote's when the shell has no page there.
    expect(pageRemoteFiles(manifest, '/3f2a', shellPages)[0]).toBe('/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f');
  });
});
