// /remotes.json: where each remote lives and what it declares (routes, exposed
// modules, the files each loads), composed on every request. A remote's entry
// is its live release (features/releases), or the release an admin previews in
// this browser; a remote never released is served from its build on this disk
// (STATIC_ROOT/<dir>/dist, read afresh, so a rebuilt remote is picked up with no
// restart: the dev and first-start case). REMOTES_MANIFEST_URLS points a remote
// at an entry elsewhere (the dev servers). A build's entry URL carries its
// content hash, so a browser asks for the new one after a rebuild.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteManifest, RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { REMOTE_DIRS } from '@marketplace/shared-api/schemas/releases';
import { releasesForBrowser } from '../features/releases/browser-releases';
import { remotePartSchema } from '../features/releases/release-manifest';
import type { ReleasesService } from '../features/releases/service';
import { perDeploy } from './per-deploy';
import { NO_CACHE } from './static-files';

/** A remote's server bundle, in its build and in each release of it (build/webpack-config.mjs): run here, never sent. */
export const FIRST_SCREEN_BUNDLE = path.join('server', 'first-screen.cjs');

export interface RemoteManifestSource {
  /** The manifest now, with the releases a browser gets instead of the live ones (remote folder to release id: previews, rollouts' candidates). */
  compose(previews?: Record<string, string> | null): Promise<RemoteManifest>;
  /** The server bundle of the remote's entry in the last manifest composed; undefined for one hosted elsewhere. */
  firstScreenBundle(name: string): string | undefined;
  /** Each file's integrity in the release (or the build on this disk) whose entry a manifest composed listed as `entry`, by its path. */
  fileIntegrity(entry: string): Readonly<Record<string, string>>;
}

export interface RemoteManifestOptions {
  staticRoot: string;
  /** REMOTES_MANIFEST_URLS: remote name -> entry URL, replacing the locally served entry. */
  remoteUrlOverrides?: Record<string, string>;
  releases: Pick<ReleasesService, 'live' | 'entryOf' | 'store' | 'rolloutChoices'>;
}

export const remoteDistOf = (staticRoot: string, dir: string) => path.join(staticRoot, dir, 'dist');

/** Reads the manifest from the remotes' dist folders and serves it at GET /remotes.json. */
export function registerRemoteManifest(app: FastifyInstance, options: RemoteManifestOptions): RemoteManifestSource {
  const remoteDist = (dir: string) => remoteDistOf(options.staticRoot, dir);
  /** remoteEntry.js's version: its hash, once per deploy. */
  const entryVersion = perDeploy(async (entryPath) => createHash('sha256').update(await fs.readFile(entryPath)).digest('hex').slice(0, 12));
  /**
   * A built chunk's subresource integrity, as its remote's chunk loader asks for it (the build
   * puts each chunk's sha384 in the entry): a first screen's preload of a chunk from a build
   * not released must carry the same, or Chromium refuses to use the preload and downloads it again.
   */
  const chunkIntegrity = perDeploy(async (file) => `sha384-${createHash('sha384').update(await fs.readFile(file)).digest('base64')}`);
  /** The server bundle of each remote served from this disk, by its name, as last composed. */
  const bundles = new Map<string, string>();
  /** The files' integrity of each release or build composed, by its entry's URL (which names the release or the build). */
  const integrities = new Map<string, Readonly<Record<string, string>>>();

  /** A remote's build on this disk, never released (or pointed elsewhere by REMOTES_MANIFEST_URLS). */
  async function readBuild(dir: string): Promise<RemoteManifestEntry | null> {
    let text: string;
    try {
      text = await fs.readFile(path.join(remoteDist(dir), 'remote-part.json'), 'utf8');
    } catch (error) {
      // Not built (or not deployed here): the remote is simply absent from the manifest.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let parsed;
    try {
      parsed = remotePartSchema.safeParse(JSON.parse(text));
    } catch (error) {
      app.log.warn({ err: error, dir }, 'remote-part.json is not valid JSON; remote skipped');
      return null;
    }
    if (!parsed.success) {
      app.log.warn({ dir, issues: parsed.error.issues }, 'remote-part.json has an unexpected shape; remote skipped');
      return null;
    }
    const { name, entry, routes, exposes, exposeFiles, screenFiles } = parsed.data;
    const part = { name, entry, routes, exposes, exposeFiles, screenFiles, release: null };
    const override = options.remoteUrlOverrides?.[name];
    // A remote hosted elsewhere may be built differently: its files are found through its entry only.
    if (override) return { ...part, entry: override, exposeFiles: {}, screenFiles: {} };
    const version = await entryVersion(path.join(remoteDist(dir), entry));
    if (!version) return null;
    bundles.set(name, path.join(remoteDist(dir), FIRST_SCREEN_BUNDLE));
    const entryUrl = `/remotes/${dir}/${entry}?v=${version}`;
    const chunks = [...new Set([...Object.values(exposeFiles), ...Object.values(screenFiles)].flat())];
    const hashed = await Promise.all(chunks.map(async (file) => [file, await chunkIntegrity(path.join(remoteDist(dir), file))] as const));
    integrities.set(entryUrl, Object.fromEntries(hashed.filter((pair): pair is readonly [string, string] => pair[1] !== null)));
    return { ...part, entry: entryUrl };
  }

  async function compose(previews?: Record<string, string> | null): Promise<RemoteManifest> {
    const live = await options.releases.live();
    const entries = await Promise.all(
      REMOTE_DIRS.map(async (dir) => {
        const previewId = previews?.[dir];
        const release = (previewId && (await options.releases.entryOf(dir, previewId))) || live.get(dir);
        if (!release || options.remoteUrlOverrides?.[release.entry.name]) return readBuild(dir);
        // A release on another origin runs its server code nowhere here: no first screen for it.
        if (release.base.startsWith('/')) bundles.set(release.entry.name, path.join(options.releases.store.pathOf(dir, release.manifest.releaseId), FIRST_SCREEN_BUNDLE));
        else bundles.delete(release.entry.name);
        if (release.manifest.integrity) integrities.set(release.entry.entry, release.manifest.integrity);
        return release.entry;
      }),
    );
    const found = entries.filter((remote) => remote !== null);
    // Remotes hosted elsewhere and not on this disk still get listed (their routes are then unknown here).
    for (const [name, entry] of Object.entries(options.remoteUrlOverrides ?? {})) {
      if (!found.some((remote) => remote.name === name)) found.push({ name, entry, routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null });
    }
    return { remotes: found };
  }

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    // Compressed on the fly above the threshold (plugins/compression.ts), and one browser's may be a preview or a rollout's candidate.
    reply.header('vary', 'accept-encoding, cookie');
    await options.releases.live();
    return compose(releasesForBrowser(request.cookies, app.tokens, options.releases));
  });

  return {
    compose,
    firstScreenBundle: (name) => (options.remoteUrlOverrides?.[name] ? undefined : bundles.get(name)),
    fileIntegrity: (entry) => integrities.get(entry) ?? {},
  };
}
