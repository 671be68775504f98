// Which release of each remote this page was started with, and what to do when
// the site has moved on: a remote's files failing to load is how a tab learns
// that its release is gone (releases stay served, so that is rare: one removed
// from the store, a network hiccup). If /remotes.json now names another release
// of that remote, the page is reloaded once onto it; a second failure after that
// reload is shown, never reloaded again (no reload loop).
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';

const loadedReleases = new Map<string, string | null>();
const loadedEntries = new Map<string, string>();
const fallbackEntries = new Map<string, string>();
const RELOAD_KEY = 'reloaded-onto-release';

/** The releases this page registered, by remote name (bootstrap's manifest). */
export function rememberReleases(manifest: RemoteManifest): void {
  for (const remote of manifest.remotes) {
    loadedReleases.set(remote.name, remote.release?.id ?? null);
    loadedEntries.set(remote.name, remote.entry);
    if (remote.fallbackEntry) fallbackEntries.set(remote.name, remote.fallbackEntry);
    else fallbackEntries.delete(remote.name);
  }
}

/** The same release of a remote hosted elsewhere from this site's store, to load when its host fails; null when none. */
export function fallbackEntryOf(remoteName: string): string | null {
  return fallbackEntries.get(remoteName) ?? null;
}

/** Where this page loads a remote's entry from ('mf_chat'), as the manifest it started with said; null when it has none. */
export function entryOfRemote(remoteName: string): string | null {
  return loadedEntries.get(remoteName) ?? null;
}

export interface StaleReleaseDeps {
  fetchManifest: () => Promise<RemoteManifest>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const browserDeps = (): StaleReleaseDeps => ({
  fetchManifest: async () => (await (await fetch('/remotes.json', { headers: { Accept: 'application/json' } })).json()) as RemoteManifest,
  reload: () => window.location.reload(),
  storage: typeof window === 'undefined' ? null : window.sessionStorage,
});

/**
 * True when the page is being reloaded onto another live release of the remote (the caller
 * should then wait, not fail); false when the release is the same, the manifest cannot be
 * read, or this page was already reloaded onto that release once.
 */
export async function reloadOntoLiveRelease(remoteName: string, deps: StaleReleaseDeps = browserDeps()): Promise<boolean> {
  let live: string | null | undefined;
  try {
    live = (await deps.fetchManifest()).remotes.find((remote) => remote.name === remoteName)?.release?.id;
  } catch {
    return false;
  }
  if (!live || live === loadedReleases.get(remoteName)) return false;
  const key = `${remoteName}:${live}`;
  if (deps.storage?.getItem(RELOAD_KEY) === key) return false;
  deps.storage?.setItem(RELOAD_KEY, key);
  deps.reload();
  return true;
}

/** The remote a failed chunk of a release belongs to, from the URL in the error ('/releases/mf-chat/<id>/…'): its federation name. */
export function remoteOfChunkError(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (!/Loading (CSS )?chunk .+ failed/i.test(message) && (error as { name?: string } | null)?.name !== 'ChunkLoadError') return null;
  const dir = /\/(?:releases|remotes)\/(mf-[a-z]+)\//.exec(message)?.[1];
  return dir ? dir.replace('-', '_') : null;
}
