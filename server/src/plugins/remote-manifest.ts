// /remotes.json: where each remote lives and what it declares (routes, exposed
// modules, the files each loads), composed on every request from each remote's
// STATIC_ROOT/<dir>/dist/remote-part.json, so a remote redeployed on disk is
// picked up with no restart and no shell rebuild. A remote's entry URL carries
// its content hash, so a browser asks for the new one after a deploy.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROUTE_ACCESS_LEVELS, type RemoteManifest, type RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { perDeploy } from './per-deploy';
import { NO_CACHE, safeRelativePath } from './static-files';

export const REMOTE_DIRS = ['mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments'] as const;
/** The longest route title a remote may declare: a heading, not a paragraph. */
export const ROUTE_TITLE_MAX_LENGTH = 120;

/** What build/remote-part-plugin.mjs writes to <remote>/dist/remote-part.json. */
const remotePartSchema = z.object({
  name: z.string().min(1),
  entry: z.string().min(1),
  routes: z
    .array(
      z.object({
        path: z.string().min(1),
        access: z.enum(ROUTE_ACCESS_LEVELS),
        title: z.string().trim().min(1).max(ROUTE_TITLE_MAX_LENGTH).optional(),
        screen: z.string().min(1).optional(),
        data: z.array(z.string().startsWith('/api/')).optional(),
        image: z.object({ read: z.string().startsWith('/api/'), field: z.string().regex(/^\w+$/) }).optional(),
      }),
    )
    .default([]),
  exposes: z.array(z.string()).default([]),
  exposeFiles: z.record(z.string(), z.array(z.string())).default({}),
  screenFiles: z.record(z.string(), z.array(z.string())).default({}),
});

export interface RemoteManifestSource {
  /** The manifest as it is on disk now. */
  compose(): Promise<RemoteManifest>;
  /** The folder (under STATIC_ROOT) a remote served from this disk was last read from; undefined for one hosted elsewhere. */
  localDir(name: string): string | undefined;
}

export interface RemoteManifestOptions {
  staticRoot: string;
  /** REMOTES_MANIFEST_URLS: remote name -> entry URL, replacing the locally served entry. */
  remoteUrlOverrides?: Record<string, string>;
}

export const remoteDistOf = (staticRoot: string, dir: string) => path.join(staticRoot, dir, 'dist');

/** Reads the manifest from the remotes' dist folders and serves it at GET /remotes.json. */
export function registerRemoteManifest(app: FastifyInstance, options: RemoteManifestOptions): RemoteManifestSource {
  const remoteDist = (dir: string) => remoteDistOf(options.staticRoot, dir);
  /** remoteEntry.js's version: its hash, once per deploy. */
  const entryVersion = perDeploy(async (entryPath) => createHash('sha256').update(await fs.readFile(entryPath)).digest('hex').slice(0, 12));
  /** The folder of each remote served from this disk, by its name, as last read: where its server bundle is. */
  const localRemoteDirs = new Map<string, string>();

  async function readRemote(dir: string): Promise<RemoteManifestEntry | null> {
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
    const part = parsed.data;
    const files = [...Object.values(part.exposeFiles), ...Object.values(part.screenFiles)].flat();
    if (!safeRelativePath(part.entry) || !files.every((file) => safeRelativePath(file))) {
      app.log.warn({ dir, entry: part.entry, files }, 'remote-part.json names a file outside dist; remote skipped');
      return null;
    }
    const override = options.remoteUrlOverrides?.[part.name];
    // A remote hosted elsewhere may be built differently: its files are found through its entry only.
    if (override) return { ...part, entry: override, exposeFiles: {}, screenFiles: {} };
    const version = await entryVersion(path.join(remoteDist(dir), part.entry));
    if (!version) return null;
    localRemoteDirs.set(part.name, dir);
    return { ...part, entry: `/remotes/${dir}/${part.entry}?v=${version}` };
  }

  async function compose(): Promise<RemoteManifest> {
    const found = (await Promise.all(REMOTE_DIRS.map(readRemote))).filter((remote) => remote !== null);
    // Remotes hosted elsewhere and not on this disk still get listed (their routes are then unknown here).
    for (const [name, entry] of Object.entries(options.remoteUrlOverrides ?? {})) {
      if (!found.some((remote) => remote.name === name)) found.push({ name, entry, routes: [], exposes: [], exposeFiles: {}, screenFiles: {} });
    }
    return { remotes: found };
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    // Compressed on the fly above the threshold (plugins/compression.ts): caches must key on the encoding.
    reply.header('vary', 'accept-encoding');
    return compose();
  });

  return {
    compose,
    localDir: (name) => (options.remoteUrlOverrides?.[name] ? undefined : localRemoteDirs.get(name)),
  };
}
