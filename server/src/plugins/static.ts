// The built front end: the shell at STATIC_ROOT/shell/dist, and each remote's
// build at STATIC_ROOT/<dir>/dist, served under /remotes/<dir>/ (its releases are
// served by the releases feature), with /remotes.json (remote-manifest.ts). A page the shell prerendered at build time
// (shell/dist/prerendered/<path>.html) is sent for its path; a page a remote
// owns goes out as its page frame (page-frames.ts); any other GET without a
// file extension gets the shell's index.html (SPA routing).
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createPageFrames } from './page-frames';
import { REMOTE_DIRS } from '@marketplace/shared-api/schemas/releases';
import { releasesForBrowser } from '../features/releases/browser-releases';
import { registerRemoteManifest, remoteDistOf, type RemoteManifestOptions } from './remote-manifest';
import { fileExists, NO_CACHE, safeRelativePath, sendStatic } from './static-files';

export const FRONT_END_NOT_BUILT = 'Front end not built: run npm run build';
/** Where the shell's build writes its prerendered pages: /home -> prerendered/home.html. */
export const PRERENDERED_DIR = 'prerendered';
/** The folder of a remote's dist that holds its server code, which no browser is sent. */
const SERVER_ONLY_DIR = 'server';
/** Paths the SPA never owns: a miss there is a plain 404. */
const RESERVED_PREFIXES = ['/api', '/uploads', '/remotes', '/socket.io'];

export type StaticOptions = RemoteManifestOptions;

const hasExtension = (urlPath: string) => path.posix.extname(urlPath) !== '';
const isReserved = (urlPath: string) =>
  RESERVED_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const remoteDist = (dir: string) => remoteDistOf(options.staticRoot, dir);
  const manifest = registerRemoteManifest(app, options);
  const frames = createPageFrames(app, { shellDist, manifest });

  app.get('/remotes/:dir/*', async (request, reply) => {
    const { dir, '*': wildcard } = request.params as { dir: string; '*': string };
    const filePath = safeRelativePath(wildcard);
    if (!(REMOTE_DIRS as readonly string[]).includes(dir) || !filePath) return reply.callNotFound();
    if (filePath.split('/')[0] === SERVER_ONLY_DIR) return reply.callNotFound();
    if (!(await fileExists(path.join(remoteDist(dir), filePath)))) return reply.callNotFound();
    return sendStatic(reply, remoteDist(dir), filePath);
  });

  async function sendShellIndex(request: FastifyRequest, reply: FastifyReply, urlPath = '/') {
    if (!(await fileExists(path.join(shellDist, 'index.html')))) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(FRONT_END_NOT_BUILT);
    }
    await options.releases.live();
    const frame = await frames.frameFor(urlPath, releasesForBrowser(request.cookies, app.tokens, options.releases));
    if (frame?.preloads) reply.header('link', frame.preloads);
    if (!frame?.html) return sendStatic(reply, shellDist, 'index.html');
    // Made per request, so compressed on the fly (plugins/compression.ts): caches must key on the encoding.
    return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'accept-encoding').send(frame.html);
  }

  /** The page prerendered for this path, or the shell. A query string may change what the page shows, so it gets the shell. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, wildcard: string, url: string) {
    const [encodedPath, query] = url.split('?', 2);
    const prerendered = query === undefined && safeRelativePath(wildcard) ? `${PRERENDERED_DIR}/${wildcard}.html` : null;
    if (prerendered && (await fileExists(path.join(shellDist, prerendered)))) return sendStatic(reply, shellDist, prerendered);
    // Still percent-encoded, as the browser's router matches location.pathname.
    return sendShellIndex(request, reply, encodedPath);
  }

  app.get('/', async (request, reply) => sendShellIndex(request, reply));

  app.get('/*', async (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'];
    const urlPath = `/${wildcard}`;
    if (isReserved(urlPath)) return reply.callNotFound();
    if (!hasExtension(urlPath)) return sendPage(request, reply, wildcard, request.url);
    const filePath = safeRelativePath(wildcard);
    if (!filePath || !(await fileExists(path.join(shellDist, filePath)))) return reply.callNotFound();
    return sendStatic(reply, shellDist, filePath);
  });
};
