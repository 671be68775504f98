// The contract between the shell and a remote: the shape of the manifest the
// server serves (/remotes.json) and of the `./routes` module every remote with
// screens exposes.
//
// Who may open a route is declared once, on the route object itself
// (`handle: { access }`); the manifest only says which paths a remote owns, so
// the shell knows whose code to load. A route without a declared access is
// private (fail closed).
import type { RouteObject } from 'react-router-dom';

/**
 * Who may open a route: everyone; signed-in users (others go to /login); or
 * admins only (premium Admin; SPEC: others are redirected to /profile).
 */
export type RouteAccess = 'public' | 'private' | 'admin';

/** A remote's route object, with its access declared. */
export type RemoteRoute = RouteObject & { handle: { access: RouteAccess } };

/** The access a route declares; anything else (a route that declares none) is private. */
export function routeAccess(route: RouteObject): RouteAccess {
  const access = (route.handle as { access?: unknown } | undefined)?.access;
  return access === 'public' || access === 'admin' ? access : 'private';
}

/** A path a remote owns, as its route-paths.json lists it for the manifest. */
export interface RemoteRoutePath {
  path: string;
}

/** One remote as listed in /remotes.json. */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
  routes: RemoteRoutePath[];
  /** Exposed modules, as in the remote's webpack config ('./routes', './BookingWidget'). */
  exposes: string[];
}

export interface RemoteManifest {
  remotes: RemoteManifestEntry[];
}

/** What `<remote>/routes` exports: route objects keyed by the paths the manifest lists. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
