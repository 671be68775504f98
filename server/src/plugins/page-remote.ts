// What a first visit to a path needs from the remote whose page it opens: the
// server sends that page's frame and preloads the remote's entry, its ./routes files
// and the route's screen (plugins/page-frames.ts), so the browser fetches them beside the
// shell's own scripts instead of after them, one round trip after another; the frame
// lists the page's first API reads, which its inline script sends at once (LCP of
// the profile pages on a phone). Which remote owns a path is the shell's
// router's question too (shared-api's page-remote).
import { matchRoutes } from '@marketplace/shared-api/router';
import { findRouteOwner, type RouteOwner } from '@marketplace/shared-api/federation/page-remote';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import type { PageData } from '@marketplace/shared-api/api/page-data-markup';

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
 * The scripts a first visit to the owner's page loads from its remote: the entry, the
 * files of its ./routes module and those of the route's screen, root-relative (absolute
 * for a remote hosted elsewhere), each once.
 */
export function pageRemoteFiles({ route, remote }: RouteOwner): string[] {
  const entry = new URL(remote.entry, PAGE_ORIGIN);
  const screen = route.screen ? (remote.screenFiles[route.screen] ?? []) : [];
  // Relative to the entry, as the remote's own chunk loader resolves them.
  const files = [...new Set([...(remote.exposeFiles[ROUTES_MODULE] ?? []), ...screen])].map((file) => new URL(file, entry));
  return [entry, ...files].map((url) => (url.origin === PAGE_ORIGIN ? url.pathname + url.search : url.href));
}

/** ':name' in a route's data path: filled with that param of the path. */
const DATA_PARAM = /:([A-Za-z_]\w*)/g;

/** `template` with the path's params in it, URL-encoded as the page's endpoints encode them; null when it names one the path lacks. */
function fillParams(template: string, params: RouteOwner['params']): string | null {
  let complete = true;
  const filled = template.replace(DATA_PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : null;
}

/**
 * What the owner's page reads first (its route's "data", params filled in; a read naming a
 * param the path lacks is left out) and, when the route names one in a read still listed,
 * where its main image is named. The frame's script sends the reads early and asks for the
 * image once its read is in (shared-api/api/page-data-markup.ts).
 */
export function pageData({ route, params }: RouteOwner): PageData {
  const data = route.data ?? [];
  const reads = data.flatMap((template) => fillParams(template, params) ?? []);
  const imageRead = route.image && data.includes(route.image.read) ? fillParams(route.image.read, params) : null;
  return imageRead && route.image ? { reads, image: { read: imageRead, field: route.image.field } } : { reads };
}
