// The built front end: the shell at STATIC_ROOT/shell/dist and each remote at
// STATIC_ROOT/<dir>/dist, served under /remotes/<dir>/. /remotes.json is
// composed on every request from each remote's remote-part.json, so a remote
// redeployed on disk is picked up with no restart and no shell rebuild. A page
// the shell prerendered at build time (shell/dist/prerendered/<path>.html) is sent
// for its path; any other GET without a file extension gets the shell's
// index.html (SPA routing). Files go out as their build-time .br or .gz sibling
// when the browser accepts it (preCompressed, see plugins/security.ts).
// A page a remote owns goes out as the shell's page frame (shell/dist/page-frame/:
// the navbar, the route's title from the manifest, a spinner), so a phone paints
// it before any script runs, with a Link header preloading that remote's entry,
// ./routes files and the route's screen, so the browser fetches them beside the shell's
// own scripts rather than after them, and listing the page's first API reads for the
// frame's inline script to send at once (issue 13: LCP of the profile pages on a phone).
// Where the remote renders the page's first screen on the server (plugins/first-screen.ts),
// the frame holds that screen instead of its heading and spinner.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAGE_DATA_SLOT, pageDataJson, type PageData } from '@marketplace/shared-api/api/page-data-markup';
import { PAGE_FRAME_CONTENT_SLOT, PAGE_FRAME_TITLE_SLOT } from '@marketplace/shared-api/federation/page-frame-slots';
import { ROUTE_ACCESS_LEVELS, type RemoteManifest, type RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { escapeMarkup } from '../escape-markup';
import { createFirstScreens } from './first-screen';
import { findPageOwner, pageData, pageRemoteFiles } from './page-remote';
import { isMissingFile, perDeploy } from './per-deploy';

export const REMOTE_DIRS = ['mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments'] as const;
export const FRONT_END_NOT_BUILT = 'Front end not built: run npm run build';
export const NO_CACHE = 'no-cache';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Where the shell's build writes its prerendered pages: /home -> prerendered/home.html. */
export const PRERENDERED_DIR = 'prerendered';
/** The shell's page paths, written by its build (build/prerender-pages.mjs). */
export const SHELL_PAGES_FILE = 'shell-pages.json';
/** The page frame, with a title slot, without, and with a first screen's slot, written by the shell's build (build/prerender-pages.mjs). */
export const PAGE_FRAME_FILES = {
  titled: 'page-frame/titled.html',
  untitled: 'page-frame/untitled.html',
  firstScreen: 'page-frame/first-screen.html',
} as const;
/** A remote's server bundle, in its dist (build/webpack-config.mjs): run here, never sent. */
export const FIRST_SCREEN_BUNDLE = path.join('dist', 'server', 'first-screen.cjs');
/** The folder of a remote's dist that holds its server code, which no browser is sent. */
const SERVER_ONLY_DIR = 'server';
/** The longest route title a remote may declare: a heading, not a paragraph. */
export const ROUTE_TITLE_MAX_LENGTH = 120;
/** Paths the SPA never owns: a miss there is a plain 404. */
const RESERVED_PREFIXES = ['/api', '/uploads', '/remotes', '/socket.io'];
/** Files whose name stays the same across builds must be revalidated. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'remote-part.json']);
/** A content hash in the file name (main.3f9a1c2e.js, 3f9a1c2e8b7d.svg): safe to cache for a year. */
const CONTENT_HASHED = /(^|[.-])[0-9a-f]{8,}\./i;

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

/** One entry of /remotes.json (shared-api/federation/remote-contract). */
export type ManifestRemote = RemoteManifestEntry;

export interface StaticOptions {
  staticRoot: string;
  /** REMOTES_MANIFEST_URLS: remote name -> entry URL, replacing the locally served entry. */
  remoteUrlOverrides?: Record<string, string>;
}

export function cacheControlFor(fileName: string): string {
  const base = path.posix.basename(fileName);
  if (ALWAYS_REVALIDATE.has(base)) return NO_CACHE;
  return CONTENT_HASHED.test(base) ? IMMUTABLE_CACHE : NO_CACHE;
}

/** A path relative to a dist folder, or null when it could step outside it. */
function safeRelativePath(filePath: string | undefined): string | null {
  if (!filePath || filePath.includes('\0') || filePath.includes('\\')) return null;
  const segments = filePath.split('/');
  return segments.some((segment) => segment === '..' || segment === '.' || segment === '') ? null : filePath;
}

/**
 * `template` with each slot's first place filled in one pass, so no text put in (a user's
 * bio in a first screen) is ever read as a slot.
 */
function fillSlots(template: string, values: Record<string, string>): string {
  const slots = new RegExp(Object.keys(values).map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const filled = new Set<string>();
  return template.replace(slots, (slot) => {
    if (filled.has(slot)) return slot;
    filled.add(slot);
    return values[slot];
  });
}

const hasExtension = (urlPath: string) => path.posix.extname(urlPath) !== '';
const isReserved = (urlPath: string) =>
  RESERVED_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

async function fileExists(filePath: string): Promise<boolean> {
  try {
    return (await fs.stat(filePath)).isFile();
  } catch (error) {
    // ENAMETOOLONG: a URL of 200,000 characters (found by the security suite's fuzz pass) answered 500.
    if (isMissingFile(error)) return false;
    throw error;
  }
}

export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const remoteDist = (dir: string) => path.join(options.staticRoot, dir, 'dist');
  /** remoteEntry.js's version: its hash, once per deploy. */
  const entryVersion = perDeploy(async (entryPath) => createHash('sha256').update(await fs.readFile(entryPath)).digest('hex').slice(0, 12));
  const firstScreens = createFirstScreens(app);
  /** The folder of each remote served from this disk, by its name, as last read: where its server bundle is. */
  const localRemoteDirs = new Map<string, string>();

  async function readRemote(dir: string): Promise<ManifestRemote | null> {
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

  async function composeManifest(): Promise<RemoteManifest> {
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
    return composeManifest();
  });

  /**
   * The shell's page paths, or null when its build wrote none (a dev build) or a file we
   * cannot read: then no page is known to be a remote's, and pages go out without hints.
   */
  async function readShellPages(): Promise<string[] | null> {
    let text: string;
    try {
      text = await fs.readFile(path.join(shellDist, SHELL_PAGES_FILE), 'utf8');
    } catch (error) {
      if (!isMissingFile(error)) app.log.warn({ err: error }, `${SHELL_PAGES_FILE} unreadable; no preload hints`);
      return null;
    }
    let parsed;
    try {
      parsed = z.array(z.string().startsWith('/')).safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (parsed?.success) return parsed.data;
    app.log.warn(`${SHELL_PAGES_FILE} is not a list of paths; no preload hints`);
    return null;
  }

  interface RemotePage {
    /** Preloads of the remote files the page needs first, as one Link header value. */
    preloads: string | null;
    title?: string;
    /** The API reads the page makes first and where its main image is named, for the frame's data element (pageData). */
    data: PageData;
    /** Where the page's first screen may be rendered: its remote's server bundle and the route's screen, when it has both. */
    firstScreen: { bundle: string; screen: string; params: Record<string, string | undefined> } | null;
  }

  /** The remote's page a first visit to `urlPath` opens; null for the shell's pages, or when the build lists none. */
  async function remotePageAt(urlPath: string): Promise<RemotePage | null> {
    const shellPages = await readShellPages();
    if (!shellPages) return null;
    const manifest = await composeManifest();
    const owner = findPageOwner(manifest, urlPath, shellPages);
    if (!owner) return null;
    const files = pageRemoteFiles(owner);
    const dir = options.remoteUrlOverrides?.[owner.remote.name] ? undefined : localRemoteDirs.get(owner.remote.name);
    const { screen } = owner.route;
    return {
      preloads: files.length ? files.map((file) => `<${file}>; rel=preload; as=script`).join(', ') : null,
      title: owner.route.title,
      data: pageData(owner),
      firstScreen: dir && screen ? { bundle: path.join(options.staticRoot, dir, FIRST_SCREEN_BUNDLE), screen, params: owner.params } : null,
    };
  }

  /** A page frame's template, read once per deploy of the shell; null when the build wrote none (a dev build). */
  const frameAt = perDeploy((framePath) => fs.readFile(framePath, 'utf8'));
  const readFrame = (file: string) => frameAt(path.join(shellDist, file));

  /**
   * The page frame's HTML for the page: its first screen where its remote renders one (with
   * the screen's styles in the head), else its title in the heading; and its first API reads
   * in the data list. Null when the build wrote no frame (a dev build).
   */
  async function pageFrameHtml({ title, data, firstScreen }: RemotePage): Promise<string | null> {
    const screen = firstScreen && (await firstScreens.render(firstScreen.bundle, { screen: firstScreen.screen, params: firstScreen.params }));
    const screenFrame = screen && (await readFrame(PAGE_FRAME_FILES.firstScreen));
    if (screen && screenFrame) {
      // The image is in the first screen's HTML: the frame's script need not preload it.
      return fillSlots(screenFrame, {
        [PAGE_FRAME_CONTENT_SLOT]: screen.html,
        '</head>': `<style>${screen.css}</style></head>`,
        [PAGE_DATA_SLOT]: pageDataJson({ reads: data.reads }),
      });
    }
    const template = await readFrame(title ? PAGE_FRAME_FILES.titled : PAGE_FRAME_FILES.untitled);
    if (template === null) return null;
    return fillSlots(template, {
      ...(title ? { [PAGE_FRAME_TITLE_SLOT]: escapeMarkup(title) } : {}),
      [PAGE_DATA_SLOT]: pageDataJson(data),
    });
  }

  function sendStatic(reply: FastifyReply, root: string, filePath: string) {
    reply.header('cache-control', cacheControlFor(filePath));
    return reply.sendFile(filePath, root, { cacheControl: false });
  }

  app.get('/remotes/:dir/*', async (request, reply) => {
    const { dir, '*': wildcard } = request.params as { dir: string; '*': string };
    const filePath = safeRelativePath(wildcard);
    if (!(REMOTE_DIRS as readonly string[]).includes(dir) || !filePath) return reply.callNotFound();
    if (filePath.split('/')[0] === SERVER_ONLY_DIR) return reply.callNotFound();
    if (!(await fileExists(path.join(remoteDist(dir), filePath)))) return reply.callNotFound();
    return sendStatic(reply, remoteDist(dir), filePath);
  });

  async function sendShellIndex(reply: FastifyReply, urlPath = '/') {
    if (!(await fileExists(path.join(shellDist, 'index.html')))) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(FRONT_END_NOT_BUILT);
    }
    const remotePage = await remotePageAt(urlPath);
    const frame = remotePage && (await pageFrameHtml(remotePage));
    if (remotePage?.preloads) reply.header('link', remotePage.preloads);
    if (!frame) return sendStatic(reply, shellDist, 'index.html');
    // Made per request, so compressed on the fly (plugins/compression.ts): caches must key on the encoding.
    return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'accept-encoding').send(frame);
  }

  /** The page prerendered for this path, or the shell. A query string may change what the page shows, so it gets the shell. */
  async function sendPage(reply: FastifyReply, wildcard: string, url: string) {
    const [encodedPath, query] = url.split('?', 2);
    const prerendered = query === undefined && safeRelativePath(wildcard) ? `${PRERENDERED_DIR}/${wildcard}.html` : null;
    if (prerendered && (await fileExists(path.join(shellDist, prerendered)))) return sendStatic(reply, shellDist, prerendered);
    // Still percent-encoded, as the browser's router matches location.pathname.
    return sendShellIndex(reply, encodedPath);
  }

  app.get('/', async (_request, reply) => sendShellIndex(reply));

  app.get('/*', async (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'];
    const urlPath = `/${wildcard}`;
    if (isReserved(urlPath)) return reply.callNotFound();
    if (!hasExtension(urlPath)) return sendPage(reply, wildcard, request.url);
    const filePath = safeRelativePath(wildcard);
    if (!filePath || !(await fileExists(path.join(shellDist, filePath)))) return reply.callNotFound();
    return sendStatic(reply, shellDist, filePath);
  });
};
