// A federation runtime plugin: when a remote's code cannot be fetched or run,
// try once more; should that fail too and the release be hosted on another
// origin, load the same release from this site's store (its fallback entry: the
// same files, checked against its id by the server); should that fail and the
// site have a newer live release of the remote, reload the page once onto it
// (stale-release.ts); otherwise fail with words a person can act on, which the
// route error page shows. The
// maintained @module-federation/retry-plugin was weighed: its published versions
// (0.x) pull a second copy of the federation SDK into the shell's first load,
// and it retries fetches only, never the move to another release.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackEntryOf, reloadOntoLiveRelease, type StaleReleaseDeps } from '../stale-release';

export const REMOTE_UNREACHABLE = "We can't reach the marketplace right now. Check your connection and try again.";

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(REMOTE_UNREACHABLE, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Told when a remote's host failed and its release was loaded from this site's copy (the page's client reports). */
export interface FailoverListener {
  fellBack: (remote: string) => void;
}

export function recoverStaleRelease(listener?: FailoverListener, deps?: StaleReleaseDeps): ModuleFederationRuntimePlugin {
  // Ids being loaded a second time: their failure is the retry's, reported by the first call.
  const retrying = new Set<string>();
  // Remotes moved to their fallback entry: once a page, as their host failed.
  const failedOver = new Set<string>();
  return {
    name: 'recover-stale-release',
    async errorLoadRemote({ id, error, origin, lifecycle }) {
      // Only a module's own load ('onLoad') takes a module in its place; any other step just fails.
      if (lifecycle !== 'onLoad') throw new RemoteLoadError(id, error);
      if (retrying.has(id)) throw error;
      retrying.add(id);
      const remote = id.split('/')[0];
      try {
        const again = await origin.loadRemote(id);
        if (again) return again;
      } catch {
        // The retry failed too: its host may be down; see below.
      }
      const fallback = fallbackEntryOf(remote);
      try {
        if (fallback && !failedOver.has(remote)) {
          failedOver.add(remote);
          origin.registerRemotes([{ name: remote, entry: new URL(fallback, window.location.origin).href }], { force: true });
          const fromStore = await origin.loadRemote(id);
          if (fromStore) {
            listener?.fellBack(remote);
            return fromStore;
          }
        }
      } catch {
        // This site's copy failed too: see below.
      } finally {
        retrying.delete(id);
      }
      console.error(`Remote ${id} failed to load`, error);
      // The page is reloading onto the live release: this load never settles.
      if (await reloadOntoLiveRelease(id.split('/')[0], deps)) return new Promise(() => undefined);
      throw new RemoteLoadError(id, error);
    },
  };
}
