// Which release of each remote this page was started with, and what to do when
// the site has moved on: a remote's files failing to load is how a tab learns
// that its release is gone (releases stay served, so that is rare: one removed
// from the store, a network hiccup). If /remotes.json now names another release
// of that remote, the page is reloaded once onto it; a second failure after that
// reload is shown, never reloaded again (no reload loop). A chunk of a release hosted
// on another origin that fails once its entry has loaded (a lazy screen the browser
// refused for its integrity, or could not fetch) moves this tab onto the same release
// from this site's store (its fallback entry, checked by the server), with one reload.
import type { RemoteManifest, RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { fetchLiveManifest } from './early-manifest';

const loadedReleases = new Map<string, string | null>();
const loadedEntries = new Map<string, string>();
const fallbackEntries = new Map<string, string>();
const RELOAD_KEY = 'reloaded-onto-release';
/** The releases ('mf_chat:<id>') this tab loads from this site's store instead of their host. */
const FAILED_OVER_KEY = 'releases-from-store';

/** The releases this page registered, by remote name (bootstrap's manifest). */
export function rememberReleases(manifest: RemoteManifest): void {
  for (const remote of manifest.remotes) {
    loadedReleases.set(remote.name, remote.release?.id ?? null);
    loadedEntries.set(remote.name, entryToLoad(remote));
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

const sessionStore = (): Pick<Storage, 'getItem' | 'setItem'> | null => (typeof window === 'undefined' ? null : window.sessionStorage);

function failedOver(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const marks: unknown = JSON.parse(storage?.getItem(FAILED_OVER_KEY) ?? '[]');
    return Array.isArray(marks) ? marks.filter((mark): mark is string => typeof mark === 'string') : [];
  } catch {
    return [];
  }
}

/** The entry this tab loads a remote from: its fallback (this site's copy) once its host failed this tab (failOverToStore). */
export function entryToLoad(remote: RemoteManifestEntry, storage = sessionStore()): string {
  const release = remote.release?.id;
  return remote.fallbackEntry && release && failedOver(storage).includes(`${remote.name}:${release}`) ? remote.fallbackEntry : remote.entry;
}

/**
 * When a chunk of a remote hosted elsewhere failed after its entry loaded: reloads the page
 * once with that release from this site's store (entryToLoad) and answers true; false when
 * the remote has no copy here, or this tab already loads it from there.
 */
export function failOverToStore(remoteName: string, deps: Pick<StaleReleaseDeps, 'reload' | 'storage'> = browserDeps()): boolean {
  const release = loadedReleases.get(remoteName);
  if (!release || !fallbackEntries.has(remoteName) || loadedEntries.get(remoteName) === fallbackEntries.get(remoteName)) return false;
  const marks = failedOver(deps.storage);
  if (marks.includes(`${remoteName}:${release}`)) return false;
  deps.storage?.setItem(FAILED_OVER_KEY, JSON.stringify([...marks, `${remoteName}:${release}`]));
  deps.reload();
  return true;
}

export interface StaleReleaseDeps {
  fetchManifest: () => Promise<RemoteManifest>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const browserDeps = (): StaleReleaseDeps => ({
  fetchManifest: () => fetchLiveManifest(),
  reload: () => window.location.reload(),
  storage: sessionStore(),
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

/**
 * The remote a failed chunk of a release belongs to, from the URL in the error: one of this
 * site's ('/releases/mf-chat/<id>/…') or one beside a remote's entry on its host. Its federation name.
 */
export function remoteOfChunkError(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (!/Loading (CSS )?chunk .+ failed/i.test(message) && (error as { name?: string } | null)?.name !== 'ChunkLoadError') return null;
  const dir = /\/(?:releases|remotes)\/(mf-[a-z]+)\//.exec(message)?.[1];
  if (dir) return dir.replace('-', '_');
  for (const [name, entry] of loadedEntries) {
    if (/^https?:/.test(entry) && message.includes(entry.slice(0, entry.lastIndexOf('/') + 1))) return name;
  }
  return null;
}
