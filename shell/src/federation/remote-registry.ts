// Where each remote lives and which routes it owns comes from /remotes.json at run
// time (data, not code), so a remote can be redeployed without rebuilding the shell.
// Registering a remote fetches nothing: its code loads on first loadRemote().
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { loadWithIntegrity, rememberEntryIntegrity } from './runtime-plugins/load-with-integrity';
import { pageReports } from './page-reports';
import { recoverStaleRelease } from './runtime-plugins/recover-stale-release';
import { fetchLiveManifest, manifestFrom, takeEarlyManifest } from './early-manifest';
import { entryToLoad, rememberReleases } from './stale-release';

export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  try {
    // A page started on intent sent the request already (early-manifest.ts); others preload it in their HTML.
    const early = takeEarlyManifest();
    const manifest = early ? await manifestFrom(await early) : await fetchLiveManifest(fetchImpl);
    return { remotes: Array.isArray(manifest.remotes) ? manifest.remotes : [] };
  } catch (error) {
    // Without a manifest the shell's own screens still work; remote routes show the error page.
    console.error('Could not load the remote manifest', error);
    return { remotes: [] };
  }
}

/** Tells the federation runtime about every remote and hands remotes a way to load each other. */
export function registerManifest(manifest: RemoteManifest): void {
  rememberReleases(manifest);
  rememberEntryIntegrity(manifest);
  pageReports.remember(manifest, window.location.origin);
  registerPlugins([loadWithIntegrity(), recoverStaleRelease({ fellBack: (remote) => pageReports.fellBack(remote) })]);
  registerRemotes(
    manifest.remotes.map((remote: RemoteManifestEntry) => ({
      name: remote.name,
      entry: new URL(entryToLoad(remote), window.location.origin).href,
    })),
  );
  // A tab that failed over to this site's copy of a release (a chunk refused on its host) says so, as a retry's fallback does.
  for (const remote of manifest.remotes) if (entryToLoad(remote) !== remote.entry) pageReports.fellBack(remote.name);
  setRemoteModuleLoader(
    loadRemoteModuleOrThrow,
    manifest.remotes.flatMap((remote) => (remote.exposes ?? []).map((exposed) => `${remote.name}/${exposed.replace(/^\.\//, '')}`)),
  );
}

/** Loads 'remoteName/exposedModule', counting the load (or its failure) for the remote's release (page-reports.ts). */
export async function loadRemoteModuleOrThrow<T>(id: string): Promise<T> {
  const remote = id.split('/')[0];
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(id);
  } catch (error) {
    pageReports.failed(remote);
    throw error;
  }
  if (!loaded) {
    pageReports.failed(remote);
    throw new Error(`Could not load ${id}`);
  }
  pageReports.loaded(remote);
  return loaded;
}
