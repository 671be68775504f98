// Which remote owns a path. The shell's route discovery asks on every navigation; the
// server asks when it sends a page, to preload that remote's files and send the page's
// frame (server/src/plugins/page-remote.ts; LCP of the profile pages on a phone).
// What only the server asks lives there: every module here ships in the shell's start.
import { matchRoutes } from '@marketplace/shared-api/router';
import type { RemoteManifest, RemoteManifestEntry, RemoteRoutePath } from './remote-contract';

export interface RouteOwner {
  /** The remote's route that matched, with who may open it. */
  route: RemoteRoutePath;
  /** The remote that owns it, as the manifest lists it. */
  remote: RemoteManifestEntry;
  /** The route's params in the path, as the router would give them to the page ('/profile/7' -> { id: '7' }). */
  params: Record<string, string | undefined>;
}

/** The remote route that best matches `path` (the most specific, as the router would pick it). */
export function findRouteOwner({ remotes }: RemoteManifest, path: string): RouteOwner | undefined {
  const candidates = remotes.flatMap((remote) => remote.routes.map((route) => ({ route, remote })));
  const matches = matchRoutes(
    candidates.map((candidate) => ({ path: candidate.route.path, handle: candidate })),
    path,
  );
  const best = matches?.at(-1);
  return best && { ...(best.route.handle as Omit<RouteOwner, 'params'>), params: best.params };
}
