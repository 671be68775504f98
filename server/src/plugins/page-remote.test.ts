import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifest } from '@marketplace/shared-api/federation/test-manifest';
import { findPageOwner, pageRemoteFiles } from './page-remote';

/** The shell's own pages, as its build lists them (shell-pages.json). */
const shellPages = ['/home', '/login', '/notifications'];

describe('the remote page a first visit opens', () => {
  it("is the owner's route, with the title the frame shows", () => {
    assert.equal(findPageOwner(manifest, '/profile/list', shellPages)?.route.title, 'Find an Assistant');
    assert.equal(findPageOwner(manifest, '/chat', shellPages)?.remote.name, 'mf_chat');
  });

  it("is none for the shell's own pages, admin pages and unknown paths", () => {
    assert.equal(findPageOwner(manifest, '/notifications', shellPages), undefined);
    assert.equal(findPageOwner(manifest, '/admin', shellPages), undefined);
    assert.equal(findPageOwner(manifest, '/a/b/c', shellPages), undefined);
  });
});

describe("the remote files a page's first visit needs", () => {
  it("are the owner's entry and the files of its ./routes module, beside the entry", () => {
    assert.deepEqual(pageRemoteFiles(manifest, '/profile/list', shellPages), [
      '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f',
      '/remotes/mf-profiles/5490.31c4e510ab.js',
      '/remotes/mf-profiles/shared-kit.958a36eba6.js',
    ]);
  });

  it('are the entry alone for a remote that lists no files, absolute when it is hosted elsewhere', () => {
    assert.deepEqual(pageRemoteFiles(manifest, '/chat', shellPages), ['/remotes/mf-chat/remoteEntry.js']);
    const elsewhere = { remotes: [{ ...manifest.remotes[1], entry: 'https://chat.example/remoteEntry.js' }] };
    assert.deepEqual(pageRemoteFiles(elsewhere, '/chat', shellPages), ['https://chat.example/remoteEntry.js']);
  });

  it("are none for the shell's own pages, admin pages and unknown paths", () => {
    // The remote's '/:id' matches these too.
    assert.deepEqual(pageRemoteFiles(manifest, '/home', shellPages), []);
    assert.deepEqual(pageRemoteFiles(manifest, '/notifications', shellPages), []);
    // Only route discovery may download the admin remote, for an admin.
    assert.deepEqual(pageRemoteFiles(manifest, '/admin', shellPages), []);
    assert.deepEqual(pageRemoteFiles({ remotes: [] }, '/nowhere', shellPages), []);
    // A listing page ('/:id') is the remote's when the shell has no page there.
    assert.equal(pageRemoteFiles(manifest, '/3f2a', shellPages)[0], '/remotes/mf-profiles/remoteEntry.js?v=0a1b2c3d4e5f');
  });
});
