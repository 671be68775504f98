// On-the-fly compression of what is generated per request: API JSON and
// /remotes.json. Built assets are compressed at build time instead
// (build/compression-plugin.mjs) and arrive here with Content-Encoding already
// set, which @fastify/compress leaves alone. socket.io traffic never passes
// through Fastify's routes, and images, audio and video are not compressible types.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request. A search page of 24 posts
 * (12.9 KB of JSON) measured: quality 4, the plugin's default, 2.41 KB in ~340 us
 * of CPU; quality 1, 2.66 KB in ~75 us. A quarter of a KB more on a phone's
 * link is nothing, while the CPU came out of every search request's budget
 * (bench/authenticated-routes.bench.ts). Built files keep quality 11 (build time).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 1;

/**
 * gzip level for answers compressed per request, for clients that do not take Brotli
 * (plain-HTTP browsers and tools; Node's fetch sends gzip, deflate, so the benchmarks
 * pay it too). The same 13.8 KB search page measured: level 6, zlib's default, 2.48 KB
 * in ~67 us; level 1, 2.63 KB in ~40 us. Same trade as Brotli's quality above.
 */
export const ON_THE_FLY_GZIP_LEVEL = 1;

/**
 * Answers up to this size are compressed in one synchronous call. The plugin's
 * default on two cores (8 KB) sent a search page through a stream pipeline to
 * the thread pool, whose per-request overhead cost more than the compression
 * itself (search list ~160 req/s synchronous against ~120 streamed, same run).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** JSON and text formats only; text/event-stream must stream unbuffered. */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript)|image\/svg\+xml)/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    zlibOptions: { level: ON_THE_FLY_GZIP_LEVEL },
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    customTypes: COMPRESSIBLE_TYPE,
  });
}
