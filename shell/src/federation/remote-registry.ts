// Where each remote lives and which routes it owns comes from /remotes.json at run
// time (data, not code), so a remote can be redeployed without rebuilding the shell.
// Registering a remote fetches nothing: its code loads on first loadRemote().
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { recoverStaleRelease } from './runtime-plugins/recover-stale-release';
import { rememberReleases } from './stale-release';

export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  try {
    const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const manifest = (await response.json()) as RemoteManifest;
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
  registerPlugins([recoverStaleRelease()]);
  registerRemotes(
    manifest.remotes.map((remote: RemoteManifestEntry) => ({
      name: remote.name,
      entry: new URL(remote.entry, window.location.origin).href,
    })),
  );
  setRemoteModuleLoader(
    loadRemoteModuleOrThrow,
    manifest.remotes.flatMap((remote) => (remote.exposes ?? []).map((exposed) => `${remote.name}/${exposed.replace(/^\.\//, '')}`)),
  );
}

export async function loadRemoteModuleOrThrow<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`Could not load ${id}`);
  return loaded;
}
