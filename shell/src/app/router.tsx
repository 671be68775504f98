// The shell owns the one data router, over the route tree of app-routes.tsx.
import { createBrowserRouter, matchRoutes, type RouteObject } from '@marketplace/shared-api/router';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { selectIsAdmin } from '@marketplace/shared-api/session/session-slice';
import { getAppStore } from '@marketplace/shared-api/store/app-store';
import { loadRemoteModuleOrThrow } from '../federation/remote-registry';
import { ReloadForAdmin } from '../features/layout/require-admin';
import { appRoutes } from './app-routes';
import { createRouteDiscovery } from './route-discovery';

export function createAppRouter(manifest: Promise<RemoteManifest>, routes: RouteObject[] = appRoutes()) {
  const adminGate = { isAdmin: () => selectIsAdmin(getAppStore().getState()), standIn: <ReloadForAdmin /> };
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: createRouteDiscovery(manifest, loadRemoteModuleOrThrow, adminGate),
  });
}

/**
 * Loads the lazy modules of the routes matching `pathname` into the route objects,
 * so a router created over them starts with the page's component at hand. Hydrating
 * a prerendered page needs that: a router still loading a lazy route would render
 * its fallback instead of the page the HTML holds.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
