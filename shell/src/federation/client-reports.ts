// What this page saw of the remotes' releases, sent to the server, which counts it
// per release (POST /api/releases/client-reports): so the Releases screen shows each
// live release's and a staged rollout's candidate's loads and errors side by side,
// ends a rollout whose candidate fails too often, and says when a release's host
// fails browsers. A page load counts once per release it loaded; an error is a
// failed load of it or an error its code threw that nothing caught (attributed by
// the script URL in the error: the release's own files). The first of each kind
// for a release goes at once (a few a page: what happened to each release, while
// the page is still there to send it); more of a kind are batched, at most one
// report every REPORT_INTERVAL_MS (the server limits each address too), and what
// is left when the page is hidden is sent as it goes.
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { CLIENT_REPORT_MAX_COUNT, CLIENT_REPORT_MAX_ENTRIES, REMOTE_DIRS, type ClientReports, type RemoteDir } from '@marketplace/shared-api/schemas/releases';

export const REPORT_INTERVAL_MS = 5_000;

type Counts = ClientReports['reports'][number];
type Kind = 'loads' | 'errors' | 'fellBack' | 'fromHost';

export interface ClientReportDeps {
  send: (reports: Counts[]) => void;
  /** Runs `run` after `ms` (a timer in the browser; tests hold it). */
  later: (run: () => void, ms: number) => void;
  now: () => number;
}

interface KnownRelease {
  dir: RemoteDir;
  releaseId: string;
  /** Where its files are, absolute, ending with '/': its host, and this site's copy when it has one. */
  bases: string[];
  hosted: boolean;
}

const dirOf = (name: string): RemoteDir | null => {
  const dir = name.replace(/_/g, '-');
  return (REMOTE_DIRS as readonly string[]).includes(dir) ? (dir as RemoteDir) : null;
};
const baseOf = (entry: string, origin: string) => new URL('./', new URL(entry, origin)).href;

export function createClientReports(deps: ClientReportDeps) {
  const releases = new Map<string, KnownRelease>();
  const pending = new Map<string, Counts>();
  /** Remotes this page counted a load, a failure, a fallback of: once each per page. */
  const counted = new Map<string, Set<Kind>>();
  let lastSent = Number.NEGATIVE_INFINITY;
  let waiting = false;

  function flush(): void {
    waiting = false;
    if (!pending.size) return;
    const batch = [...pending.values()].slice(0, CLIENT_REPORT_MAX_ENTRIES);
    for (const entry of batch) pending.delete(`${entry.remote}/${entry.releaseId}`);
    lastSent = deps.now();
    deps.send(batch);
    if (pending.size) schedule(false);
  }

  function schedule(first: boolean): void {
    if (first) return deps.later(flush, 0);
    if (waiting) return;
    waiting = true;
    deps.later(flush, Math.max(0, lastSent + REPORT_INTERVAL_MS - deps.now()));
  }

  function add(name: string, kind: Kind, oncePerPage: boolean): void {
    const release = releases.get(name);
    if (!release) return;
    const seen = counted.get(name) ?? new Set<Kind>();
    counted.set(name, seen);
    const first = !seen.has(kind);
    if (oncePerPage && !first) return;
    seen.add(kind);
    const key = `${release.dir}/${release.releaseId}`;
    const entry = pending.get(key) ?? { remote: release.dir, releaseId: release.releaseId, loads: 0, errors: 0, fellBack: 0, fromHost: 0 };
    entry[kind] = Math.min(CLIENT_REPORT_MAX_COUNT, entry[kind] + 1);
    pending.set(key, entry);
    schedule(first);
  }

  /** The remote whose release's files `text` (an error's stack, a script's URL) names; null when none's. */
  function remoteNamed(text: string): string | null {
    for (const [name, release] of releases) if (release.bases.some((base) => text.includes(base))) return name;
    return null;
  }

  return {
    /** The releases this page runs (the manifest it registered); a remote never released is not reported. */
    remember(manifest: RemoteManifest, origin: string): void {
      for (const remote of manifest.remotes) {
        const dir = dirOf(remote.name);
        if (!dir || !remote.release) continue;
        const bases = [baseOf(remote.entry, origin), ...(remote.fallbackEntry ? [baseOf(remote.fallbackEntry, origin)] : [])];
        releases.set(remote.name, { dir, releaseId: remote.release.id, bases, hosted: Boolean(remote.fallbackEntry) });
      }
    },
    /** The page loaded the remote's code; from its host when it has another and did not fall back. */
    loaded(name: string): void {
      add(name, 'loads', true);
      if (releases.get(name)?.hosted && !counted.get(name)?.has('fellBack')) add(name, 'fromHost', true);
    },
    /** Its code could not be loaded, even from this site's copy. */
    failed(name: string): void {
      add(name, 'loads', true);
      add(name, 'errors', true);
    },
    /** Its host failed and the page loaded it from this site's copy. */
    fellBack(name: string): void {
      add(name, 'fellBack', true);
    },
    /** An error nothing caught, or a route's error page showed: counted for the release whose code threw it. */
    threw(error: unknown, filename?: string): void {
      const text = [filename, error instanceof Error ? error.stack : undefined].filter(Boolean).join('\n');
      const name = text ? remoteNamed(text) : null;
      if (name) add(name, 'errors', false);
    },
    /** Sends what is left now (the page is being hidden). */
    flush,
  };
}

export type ClientReporter = ReturnType<typeof createClientReports>;
