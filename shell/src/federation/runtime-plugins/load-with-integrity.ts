// A federation runtime plugin: each remote's remoteEntry.js is loaded with the
// subresource integrity /remotes.json gives for it (computed by the server from the
// bytes it checked against the release id), so a browser refuses an entry changed on
// the team's host; the entry holds its chunks' integrity in turn
// (build/chunk-integrity-plugin.mjs). An entry on another origin is asked for with
// CORS (crossorigin), without which a browser cannot check it; one on this site's
// origin is asked for as before, as the server's preloads of it are. The same file
// from this site's store (the fallback entry) has the same integrity.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';

const integrityByEntry = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.origin).href;

/** The integrity of each remote's entry and fallback entry, by their absolute URLs (bootstrap's manifest). */
export function rememberEntryIntegrity(manifest: RemoteManifest): void {
  for (const remote of manifest.remotes) {
    if (!remote.integrity) continue;
    integrityByEntry.set(absolute(remote.entry), remote.integrity);
    if (remote.fallbackEntry) integrityByEntry.set(absolute(remote.fallbackEntry), remote.integrity);
  }
}

export function loadWithIntegrity(): ModuleFederationRuntimePlugin {
  return {
    name: 'load-with-integrity',
    createScript({ url }) {
      const integrity = integrityByEntry.get(absolute(url));
      // A build not published as a release (a dev server's) has none: loaded as it comes.
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      if (new URL(url, window.location.origin).origin !== window.location.origin) script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
