import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifest } from '@marketplace/shared-api/federation/test-manifest';
import { findPageOwner, pageData, pageRemoteFiles, preloadLinks } from './page-remote';

/** The shell's own pages, as its build lists them (shell-pages.json). */
const shellPages = ['/home', '/login', '/notifications'];

describe('the remote page a first visit opens', () => {
  it("is the owner's route, with the title the frame shows", () => {
    assert.equal(findPageOwner(manifest, '/profile/list', shellPages)?.route.title, 'Find an Assistant');
    assert.equal(findPageOwner(manifest, '/chat', shellPages)?.remote.name, 'mf_chat');
  });

  it("is none for the shell's own pages, admin pages and unknown paths", () => {
    // The remote's '/:id' matches these too.
    assert.equal(findPageOwner(manifest, '/home', shellPages), undefined);
    assert.equal(findPageOwner(manifest, '/notifications', shellPages), undefined);
    // Only route discovery may download the admin remote, for an admin.
    assert.equal(findPageOwner(manifest, '/admin', shellPages), undefined);
    assert.equal(findPageOwner(manifest, '/a/b/c', shellPages), undefined);
    assert.equal(findPageOwner({ remotes: [] }, '/nowhere', shellPages), undefined);
  });
});

/** Where the files a first visit preloads are, in order. */
const hrefsOf = (...args: Parameters<typeof pageRemoteFiles>) => pageRemoteFiles(...args).map((file) => file.href);

/** The page a first visit to `pathname` opens, which the test expects to be a remote's. */
function ownerOf(pathname: string, remotes = manifest) {
  const owner = findPageOwner(remotes, pathname, shellPages);
  assert.ok(owner, pathname);
  return owner;
}

describe("the remote files a page's first visit needs", () => {
  it("are the owner's entry, the files of its ./routes module and the route's screen, beside the entry, each once", () => {
    assert.deepEqual(hrefsOf(ownerOf('/profile/list')), [
      '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      '/remotes/mf-profiles/5490.31c4e510ab.js',
      '/remotes/mf-profiles/shared-kit.958a36eba6.js',
      '/remotes/mf-profiles/profile-list-page.0c1d2e3f4a.js',
    ]);
  });

  it('leave out a screen for a route that names none, or one the remote does not list', () => {
    assert.deepEqual(hrefsOf(ownerOf('/profile')), [
      '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      '/remotes/mf-profiles/5490.31c4e510ab.js',
      '/remotes/mf-profiles/shared-kit.958a36eba6.js',
    ]);
    const [profiles] = manifest.remotes;
    const unlisted = { remotes: [{ ...profiles, screenFiles: {} }] };
    assert.equal(hrefsOf(ownerOf('/profile/list', unlisted)).length, 3);
  });

  it('are the entry alone for a remote that lists no files, absolute when it is hosted elsewhere', () => {
    assert.deepEqual(hrefsOf(ownerOf('/chat')), ['/remotes/mf-chat/remoteEntry.js']);
    const elsewhere = { remotes: [{ ...manifest.remotes[1], entry: 'https://chat.example/remoteEntry.js' }] };
    assert.deepEqual(hrefsOf(ownerOf('/chat', elsewhere)), ['https://chat.example/remoteEntry.js']);
  });

  it("carry their release's integrity, and crossorigin when they are on another origin, as their script tags will", () => {
    const [profiles] = manifest.remotes;
    const released = { remotes: [{ ...profiles, entry: 'https://team.example/mf-profiles/0123456789abcdef/remoteEntry.js', integrity: 'sha384-entry' }] };
    const files = pageRemoteFiles(ownerOf('/profile', released), { '5490.31c4e510ab.js': 'sha384-routes' });
    assert.deepEqual(files, [
      { href: 'https://team.example/mf-profiles/0123456789abcdef/remoteEntry.js', integrity: 'sha384-entry', crossOrigin: true },
      { href: 'https://team.example/mf-profiles/0123456789abcdef/5490.31c4e510ab.js', integrity: 'sha384-routes', crossOrigin: true },
      { href: 'https://team.example/mf-profiles/0123456789abcdef/shared-kit.958a36eba6.js', crossOrigin: true },
    ]);
    assert.equal(
      preloadLinks(files),
      '<https://team.example/mf-profiles/0123456789abcdef/remoteEntry.js>; rel=preload; as=script; integrity="sha384-entry"; crossorigin=anonymous, ' +
        '<https://team.example/mf-profiles/0123456789abcdef/5490.31c4e510ab.js>; rel=preload; as=script; integrity="sha384-routes"; crossorigin=anonymous, ' +
        '<https://team.example/mf-profiles/0123456789abcdef/shared-kit.958a36eba6.js>; rel=preload; as=script; crossorigin=anonymous',
    );
    // This site's own files: no crossorigin, as the loaders ask for them.
    assert.equal(preloadLinks(pageRemoteFiles(ownerOf('/chat'))), '</remotes/mf-chat/remoteEntry.js>; rel=preload; as=script');
    assert.equal(preloadLinks([]), null);
  });

  it("are the listing's for a path the shell has no page at", () => {
    // The remote's '/:id' matches '/home' too, which findPageOwner leaves to the shell.
    assert.equal(hrefsOf(ownerOf('/3f2a'))[0], '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f');
  });
});

describe("the API reads a page's first visit starts early", () => {
  it("are the route's data paths with the path's params in them, URL-encoded, leaving out one that names a param the path lacks", () => {
    assert.deepEqual(pageData(ownerOf('/3f2a')).reads, ['/api/listings/3f2a', '/api/listings/related?listingId=3f2a']);
    // The router decodes the param; the endpoints encode it again.
    assert.deepEqual(pageData(ownerOf('/a%20b%2Fc%3F')).reads, ['/api/listings/a%20b%2Fc%3F', '/api/listings/related?listingId=a%20b%2Fc%3F']);
  });

  it('are none for a route that lists none', () => {
    assert.deepEqual(pageData(ownerOf('/profile/list')), { reads: [] });
  });
});

describe("where a page's main image is named", () => {
  it("is the route's image, its read filled in as the reads are", () => {
    assert.deepEqual(pageData(ownerOf('/a%20b')).image, { read: '/api/listings/a%20b', field: 'cover' });
  });

  it("is nowhere when the route names none, or names it in a read that is not one of the route's data", () => {
    assert.equal(pageData(ownerOf('/profile/list')).image, undefined);
    const [profiles] = manifest.remotes;
    const listing = profiles.routes[2];
    const elsewhere = { remotes: [{ ...profiles, routes: [{ ...listing, image: { read: '/api/covers/:id', field: 'url' } }] }] };
    assert.equal(pageData(ownerOf('/3f2a', elsewhere)).image, undefined);
  });
});
