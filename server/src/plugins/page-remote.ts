// What a first visit to a path needs from the remote whose page it opens: the
// server sends that page's frame and preloads the remote's entry and ./routes files
// (plugins/static.ts), so the browser fetches them beside the shell's own scripts
// instead of after them (LCP of the profile pages on a phone, issue 13). Which remote
// owns a path is the shell's router's question too (shared-api's page-remote).
import { matchRoutes } from '@marketplace/shared-ui/router';
import { findRouteOwner, type RouteOwner } from '@marketplace/shared-api/federation/page-remote';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';

const ROUTES_MODULE = './routes';
/** Resolves the manifest's root-relative entries; never part of a result. */
const PAGE_ORIGIN = 'http://page.invalid';

/**
 * The remote page a first visit to `pathname` opens, if a remote's page is what it opens:
 * not for the shell's own pages (`shellPages`, their paths), though a remote's '/:id'
 * matches '/home' too, and not for an admin route: its remote is downloaded only for an
 * admin, which route discovery decides.
 */
export function findPageOwner(manifest: RemoteManifest, pathname: string, shellPages: readonly string[]): RouteOwner | undefined {
  if (matchRoutes(shellPages.map((path) => ({ path })), pathname)) return undefined;
  const owner = findRouteOwner(manifest, pathname);
  return owner && owner.route.access !== 'admin' ? owner : undefined;
}

/**
 * The scripts a first visit to `pathname` loads from its remote page's remote: the entry
 * and the files of its ./routes module, root-relative (absolute for a remote hosted
 * elsewhere). None where the page is not a remote's (findPageOwner).
 */
export function pageRemoteFiles(manifest: RemoteManifest, pathname: string, shellPages: readonly string[]): string[] {
  const owner = findPageOwner(manifest, pathname, shellPages);
  if (!owner) return [];
  const entry = new URL(owner.remote.entry, PAGE_ORIGIN);
  // Relative to the entry, as the remote's own chunk loader resolves them.
  const files = (owner.remote.exposeFiles[ROUTES_MODULE] ?? []).map((file) => new URL(file, entry));
  return [entry, ...files].map((url) => (url.origin === PAGE_ORIGIN ? url.pathname + url.search : url.href));
}
