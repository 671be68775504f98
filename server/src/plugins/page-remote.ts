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

/** A script of a remote that a first visit preloads, with what its script tag will be loaded with. */
export interface PageRemoteFile {
  /** Root-relative, or absolute for a remote hosted elsewhere. */
  href: string;
  /** Its subresource integrity, when its release recorded one. */
  integrity?: string;
  /**
   * True for a file on another origin: the shell and the remote's chunk loader ask for those
   * with crossorigin=anonymous (what a browser needs to check their integrity), and a
   * preload is used only when it asked the same way.
   */
  crossOrigin: boolean;
}

/**
 * The scripts a first visit to the owner's page loads from its remote: the entry, the
 * files of its ./routes module and those of the route's screen, root-relative (absolute
 * for a remote hosted elsewhere), each once, with each one's integrity: the entry's from the
 * manifest, the others' from `fileIntegrity`, their release's (by their path beside the entry).
 */
export function pageRemoteFiles({ route, remote }: RouteOwner, fileIntegrity: Readonly<Record<string, string>> = {}): PageRemoteFile[] {
  const entry = new URL(remote.entry, PAGE_ORIGIN);
  const screen = route.screen ? (remote.screenFiles[route.screen] ?? []) : [];
  const described = (url: URL, integrity: string | undefined): PageRemoteFile => ({
    href: url.origin === PAGE_ORIGIN ? url.pathname + url.search : url.href,
    ...(integrity ? { integrity } : {}),
    crossOrigin: url.origin !== PAGE_ORIGIN,
  });
  // Relative to the entry, as the remote's own chunk loader resolves them.
  const files = [...new Set([...(remote.exposeFiles[ROUTES_MODULE] ?? []), ...screen])].map((file) => described(new URL(file, entry), fileIntegrity[file]));
  return [described(entry, remote.integrity), ...files];
}

/**
 * The Link header preloading `files`, null for none. Each carries the integrity and the
 * crossorigin its script tag will have: Chromium uses a preload only for a request made
 * the same way (it warns and downloads the file again otherwise).
 */
export function preloadLinks(files: readonly PageRemoteFile[]): string | null {
  if (!files.length) return null;
  return files
    .map(({ href, integrity, crossOrigin }) => `<${href}>; rel=preload; as=script${integrity ? `; integrity="${integrity}"` : ''}${crossOrigin ? '; crossorigin=anonymous' : ''}`)
    .join(', ');
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
