// React Router's lazy route discovery, fed by the remote manifest: when a visitor
// goes to a path the router does not know yet, find the remote that owns the best
// matching path, load its `./routes` module once, and patch its routes in.
// A remote whose routes are never visited is never downloaded. Each route goes
// under the layout of the access it declares (handle.access); undeclared is private.
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import {
  routeAccess,
  type RemoteManifest,
  type RemoteRoutePath,
  type RemoteRoutesModule,
  type RouteAccess,
} from '@marketplace/shared-api/federation/remote-contract';
import { ADMIN_ROUTES_ID, PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';

/** The layout branch of each access level; a route that declares none is private (routeAccess). */
const BRANCH: Record<RouteAccess, string> = {
  public: PUBLIC_ROUTES_ID,
  private: PRIVATE_ROUTES_ID,
  admin: ADMIN_ROUTES_ID,
};

interface Candidate extends RemoteRoutePath {
  remote: string;
}

type ModuleLoader = <T>(id: string) => Promise<T>;

export function createRouteDiscovery(
  manifest: Promise<RemoteManifest>,
  loadModule: ModuleLoader,
): PatchRoutesOnNavigationFunction {
  const loading = new Map<string, Promise<RouteObject[]>>();

  const loadRoutesOf = (remote: string) => {
    let pending = loading.get(remote);
    if (!pending) {
      pending = loadModule<RemoteRoutesModule>(`${remote}/routes`).then((module) => module.routes);
      // A failed load may succeed on the next navigation (a redeploy, a flaky network).
      pending.catch(() => loading.delete(remote));
      loading.set(remote, pending);
    }
    return pending;
  };
  const patched = new Set<string>();

  return async ({ path, patch }) => {
    const { remotes } = await manifest;
    const candidates: Candidate[] = remotes.flatMap((remote) =>
      remote.routes.map((route) => ({ ...route, remote: remote.name })),
    );
    const matches = matchRoutes(
      candidates.map((candidate) => ({ path: candidate.path, handle: candidate })),
      path,
    );
    const best = matches?.at(-1)?.route.handle as Candidate | undefined;
    if (!best || patched.has(best.remote)) return;

    const routes = await loadRoutesOf(best.remote);
    if (patched.has(best.remote)) return;
    patched.add(best.remote);
    for (const access of ['public', 'private', 'admin'] as const) {
      const branch = routes.filter((route) => routeAccess(route) === access);
      if (branch.length) patch(BRANCH[access], branch);
    }
  };
}
