import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { recoverStaleRelease, RemoteLoadError, REMOTE_UNREACHABLE } from './runtime-plugins/recover-stale-release';
import { entryToLoad, failOverToStore, reloadOntoLiveRelease, rememberReleases, remoteOfChunkError, type StaleReleaseDeps } from './stale-release';

const entry = (release: string | null) => ({
  name: 'mf_chat',
  entry: `/releases/mf-chat/${release}/remoteEntry.js`,
  routes: [],
  exposes: ['./routes'],
  exposeFiles: {},
  screenFiles: {},
  release: release ? { id: release, commit: 'abc', builtAt: '2026-06-01T00:00:00.000Z' } : null,
});
const manifestWith = (release: string | null): RemoteManifest => ({ remotes: [entry(release)] });

function deps(live: string | null | Error): StaleReleaseDeps & { reloads: number; store: Map<string, string> } {
  const store = new Map<string, string>();
  const made = {
    reloads: 0,
    store,
    fetchManifest: async () => {
      if (live instanceof Error) throw live;
      return manifestWith(live);
    },
    reload: () => {
      made.reloads += 1;
    },
    storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
  };
  return made;
}

describe('reloading onto the live release', () => {
  beforeEach(() => rememberReleases(manifestWith('aaaaaaaaaaaaaaaa')));

  it('reloads once when the site now serves another release of the remote, never twice for it', async () => {
    const moved = deps('bbbbbbbbbbbbbbbb');
    expect(await reloadOntoLiveRelease('mf_chat', moved)).toBe(true);
    expect(moved.reloads).toBe(1);
    // After the reload the same failure again: shown, not reloaded (no loop).
    expect(await reloadOntoLiveRelease('mf_chat', moved)).toBe(false);
    expect(moved.reloads).toBe(1);
  });

  it('does not reload when the release is the same, or the manifest cannot be read', async () => {
    for (const live of ['aaaaaaaaaaaaaaaa', new Error('offline')]) {
      const same = deps(live);
      expect(await reloadOntoLiveRelease('mf_chat', same)).toBe(false);
      expect(same.reloads).toBe(0);
    }
  });

  it('names the remote of a chunk that failed to load, from its URL', () => {
    expect(remoteOfChunkError(new Error('Loading chunk 427 failed.\n(error: http://localhost/releases/mf-chat/aaaaaaaaaaaaaaaa/427.js)'))).toBe('mf_chat');
    expect(remoteOfChunkError(new Error('Loading chunk 12 failed. (missing: http://localhost/remotes/mf-booking/12.js)'))).toBe('mf_booking');
    expect(remoteOfChunkError(new Error('Booking not found'))).toBeNull();
  });
});

describe('a release hosted elsewhere whose chunk fails once its entry loaded', () => {
  const HOST = 'https://team.example/mf-chat/aaaaaaaaaaaaaaaa/';
  const hosted = { ...entry('aaaaaaaaaaaaaaaa'), entry: `${HOST}remoteEntry.js`, fallbackEntry: '/releases/mf-chat/aaaaaaaaaaaaaaaa/remoteEntry.js' };
  const refused = new Error(`Loading chunk chat-page failed.\n(error: ${HOST}chat-page.0123456789.js)`);

  it("is named from the chunk's URL beside the entry on its host", () => {
    rememberReleases({ remotes: [hosted] });
    expect(remoteOfChunkError(refused)).toBe('mf_chat');
    expect(remoteOfChunkError(new Error('Loading chunk 1 failed.\n(error: https://other.example/mf-chat/aaaaaaaaaaaaaaaa/1.js)'))).toBeNull();
  });

  it("moves the tab onto the same release from this site's store with one reload, and never reloads for it again", () => {
    const tab = deps('aaaaaaaaaaaaaaaa');
    rememberReleases({ remotes: [hosted] });
    expect(entryToLoad(hosted, tab.storage)).toBe(hosted.entry);
    expect(failOverToStore('mf_chat', tab)).toBe(true);
    expect(tab.reloads).toBe(1);
    // After the reload: the store's copy is what the tab registers.
    expect(entryToLoad(hosted, tab.storage)).toBe(hosted.fallbackEntry);
    expect(failOverToStore('mf_chat', tab)).toBe(false);
    expect(tab.reloads).toBe(1);
    // Another release of the remote is tried from its host first.
    const next = { ...hosted, release: { id: 'bbbbbbbbbbbbbbbb', commit: 'abc', builtAt: '2026-06-01T00:00:00.000Z' } };
    expect(entryToLoad(next, tab.storage)).toBe(hosted.entry);
  });

  it('does nothing for a release with no copy in this store', () => {
    const tab = deps('aaaaaaaaaaaaaaaa');
    rememberReleases(manifestWith('aaaaaaaaaaaaaaaa'));
    expect(failOverToStore('mf_chat', tab)).toBe(false);
    expect(tab.reloads).toBe(0);
  });
});

describe('the recover-stale-release runtime plugin', () => {
  beforeEach(() => rememberReleases(manifestWith('aaaaaaaaaaaaaaaa')));
  const failure = (origin: { loadRemote: jest.Mock }, lifecycle = 'onLoad') =>
    ({ id: 'mf_chat/routes', error: new Error('Loading chunk 1 failed'), from: 'runtime', lifecycle, origin }) as never;
  const hook = (plugin: ReturnType<typeof recoverStaleRelease>) =>
    plugin.errorLoadRemote as unknown as (args: unknown) => Promise<unknown>;

  it('retries a failed load once, and answers the module when the retry loads it', async () => {
    const module = { routes: [] };
    const origin = { loadRemote: jest.fn().mockResolvedValue(module) };
    await expect(hook(recoverStaleRelease(undefined, deps('aaaaaaaaaaaaaaaa')))(failure(origin))).resolves.toBe(module);
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fails in words a person can act on when the retry fails and the release is still live', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const origin = { loadRemote: jest.fn().mockRejectedValue(new Error('again')) };
    const error = await hook(recoverStaleRelease(undefined, deps('aaaaaaaaaaaaaaaa')))(failure(origin)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toBe(REMOTE_UNREACHABLE);
  });

  it('reloads onto the new release when the retry fails and the site moved on, and the load waits', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const moved = deps('bbbbbbbbbbbbbbbb');
    const reloaded = new Promise<void>((resolve) => {
      const reload = moved.reload;
      moved.reload = () => {
        reload();
        resolve();
      };
    });
    const origin = { loadRemote: jest.fn().mockRejectedValue(new Error('again')) };
    let settled = false;
    void hook(recoverStaleRelease(undefined, moved))(failure(origin)).finally(() => (settled = true));
    await reloaded;
    await Promise.resolve();
    expect(moved.reloads).toBe(1);
    expect(settled).toBe(false);
  });

  it('does not retry other steps than the module load (an entry needed for shared modules)', async () => {
    const origin = { loadRemote: jest.fn() };
    await expect(hook(recoverStaleRelease(undefined, deps('aaaaaaaaaaaaaaaa')))(failure(origin, 'beforeLoadShare'))).rejects.toBeInstanceOf(RemoteLoadError);
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });
});
