// GET /uploads/<key>: images from disk storage. Keys are unique per upload and
// never rewritten, so browsers may cache them for a year.
import type { FastifyPluginAsync } from 'fastify';
import { isValidKey, type DiskImageStorage } from './storage';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const serveUploadsRoutes: FastifyPluginAsync<{ storage: DiskImageStorage }> = async (app, { storage }) => {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Checked first so a 404 never carries the year-long cache header.
    if (!isValidKey(key) || !(await storage.exists(key))) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE_CACHE);
    reply.header('x-content-type-options', 'nosniff');
    return reply.sendFile(key, storage.root, { cacheControl: false });
  });
};
