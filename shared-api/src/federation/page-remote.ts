// Which remote owns a path, and what a first visit to that path needs from it. The
// shell's route discovery asks the first question on every navigation; the server
// asks the others when it sends a page, so the browser fetches the page's remote files
// (entry and ./routes) beside the shell's own scripts instead of after them, and paints
// the page's frame from the HTML (LCP of the profile pages on a phone, issue 13). The
// shell asks for the frame's title too, to hydrate the frame the server sent.
import { matchRoutes } from '@marketplace/shared-ui/router';
import type { RemoteManifest, RemoteManifestEntry, RemoteRoutePath } from './remote-contract';

const ROUTES_MODULE = './routes';

/**
 * What the shell's build renders the page frame's heading with (build/prerender-pages.mjs),
 * for the server to put the page's title in its place: plain text, which HTML leaves as it is.
 */
export const PAGE_FRAME_TITLE_SLOT = '%PAGE_TITLE%';
/** Resolves the manifest's root-relative entries; never part of a result. */
const PAGE_ORIGIN = 'http://page.invalid';

export interface RouteOwner {
  /** The remote's route that matched, with who may open it. */
  route: RemoteRoutePath;
  /** The remote that owns it, as the manifest lists it. */
  remote: RemoteManifestEntry;
}

/** The remote route that best matches `path` (the most specific, as the router would pick it). */
export function findRouteOwner({ remotes }: RemoteManifest, path: string): RouteOwner | undefined {
  const candidates: RouteOwner[] = remotes.flatMap((remote) => remote.routes.map((route) => ({ route, remote })));
  const matches = matchRoutes(
    candidates.map((candidate) => ({ path: candidate.route.path, handle: candidate })),
    path,
  );
  return matches?.at(-1)?.route.handle as RouteOwner | undefined;
}

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
