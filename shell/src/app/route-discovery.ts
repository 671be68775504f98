// React Router's lazy route discovery, fed by the remote manifest: when a visitor
// goes to a path the router does not know yet, find the remote that owns the best
// matching path, load its `./routes` module once, and patch its routes in.
// A remote whose routes are never visited is never downloaded.
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import type {
  RemoteManifest,
  RemoteRoutePath,
  RemoteRoutesModule,
} from '@marketplace/shared-api/federation/remote-contract';
import { PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';

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
    const accessOf = new Map(candidates.filter((c) => c.remote === best.remote).map((c) => [c.path, c.access]));
    const publicRoutes = routes.filter((route) => accessOf.get(route.path ?? '') !== 'private');
    const privateRoutes = routes.filter((route) => accessOf.get(route.path ?? '') === 'private');
    if (publicRoutes.length) patch(PUBLIC_ROUTES_ID, publicRoutes);
    if (privateRoutes.length) patch(PRIVATE_ROUTES_ID, privateRoutes);
  };
}
