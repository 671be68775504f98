// The page being opened belongs to a remote (a profile, a booking): its entry and the
// files of its ./routes module are preloaded together as soon as the manifest is here,
// in one round trip, where loading the entry and then its chunks took two (LCP of the
// profile pages on a phone, issue 13). Route discovery then finds them downloaded.
import { matchRoutes, type RouteObject } from '@marketplace/shared-ui/router';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { findRouteOwner } from './route-discovery';

const ROUTES_MODULE = './routes';

/**
 * The script URLs the page at `pathname` needs from its remote. None for the shell's own
 * pages: as for the router's discovery, a remote is asked only when the shell's routes
 * (`shellRoutes`) match the path by their not-found splat at most ('/home' is the shell's,
 * though a remote's '/:id' would match it too).
 */
export function pageRemoteFiles(manifest: RemoteManifest, pathname: string, origin: string, shellRoutes: RouteObject[]): string[] {
  const shellPage = matchRoutes(shellRoutes, pathname)?.at(-1);
  if (shellPage && shellPage.route.path !== '*') return [];
  const owner = findRouteOwner(manifest, pathname);
  // An admin remote is downloaded only for an admin, which route discovery decides.
  if (!owner || owner.route.access === 'admin') return [];
  const entry = new URL(owner.remote.entry, origin);
  // Relative to the entry, as the remote's own chunk loader resolves them.
  return [entry.href, ...(owner.remote.exposeFiles[ROUTES_MODULE] ?? []).map((file) => new URL(file, entry).href)];
}

export function preloadPageRemote(manifest: RemoteManifest, shellRoutes: RouteObject[], location: Location = window.location): void {
  for (const href of pageRemoteFiles(manifest, location.pathname, location.origin, shellRoutes)) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    document.head.append(link);
  }
}
