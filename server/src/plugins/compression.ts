// On-the-fly compression of what is generated per request: API JSON and
// /remotes.json. Built assets are compressed at build time instead
// (build/compression-plugin.mjs) and arrive here with Content-Encoding already
// set, which @fastify/compress leaves alone. socket.io traffic never passes
// through Fastify's routes, and images, audio and video are not compressible types.
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON and text formats only; text/event-stream must stream unbuffered. */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript)|image\/svg\+xml)/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
  });
}
