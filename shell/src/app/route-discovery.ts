// React Router's lazy route discovery, fed by the remote manifest: when a visitor
// goes to a path the router does not know yet, find the remote that owns the best
// matching path, load its `./routes` module once, and patch its routes in.
// A remote whose routes are never visited is never downloaded, and a remote of
// admin routes is downloaded only for an admin: anyone else gets stand-ins under
// the admin layout, which redirects them (require-admin.tsx).
import type { ReactNode } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from '@marketplace/shared-api/router';
import { findRouteOwner } from '@marketplace/shared-api/federation/page-remote';
import type { RemoteManifest, RemoteRoutesModule, RouteAccess } from '@marketplace/shared-api/federation/remote-contract';
import { ADMIN_ROUTES_ID, PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';

const BRANCH_OF: Record<RouteAccess, string> = {
  public: PUBLIC_ROUTES_ID,
  private: PRIVATE_ROUTES_ID,
  admin: ADMIN_ROUTES_ID,
};

export interface AdminGate {
  /** Whether the viewer is an admin now (the stored session). */
  isAdmin: () => boolean;
  /** What a stand-in admin route renders (only ever to an admin who signed in since). */
  standIn: ReactNode;
}

type ModuleLoader = <T>(id: string) => Promise<T>;

export function createRouteDiscovery(
  manifest: Promise<RemoteManifest>,
  loadModule: ModuleLoader,
  adminGate: AdminGate = { isAdmin: () => false, standIn: null },
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
    const owner = findRouteOwner(await manifest, path);
    if (!owner || patched.has(owner.remote.name)) return;
    const { name, routes: own } = owner.remote;

    if (owner.route.access === 'admin' && !adminGate.isAdmin()) {
      // Nothing downloaded: the admin layout sends the viewer away from stand-ins.
      patch(
        ADMIN_ROUTES_ID,
        own.filter((c) => c.access === 'admin').map((c) => ({ path: c.path, element: adminGate.standIn })),
      );
      return;
    }

    const routes = await loadRoutesOf(name);
    if (patched.has(name)) return;
    patched.add(name);
    const accessOf = new Map(own.map((c) => [c.path, c.access]));
    for (const access of ['public', 'private', 'admin'] as const) {
      // Access is declared once, in the remote's route-paths.json (the manifest); a
      // route object whose path is not declared there is private (fail closed).
      const branch = routes.filter((route) => (accessOf.get(route.path ?? '') ?? 'private') === access);
      if (branch.length) patch(BRANCH_OF[access], branch);
    }
  };
}
