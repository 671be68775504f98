// External cross-cutting plugins in one place: security headers, the rate
// limiter (opt-in per route, used by login), multipart uploads, and the JSON
// parser.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { HttpError } from '../http-error';
import { LARGEST_UPLOAD_BYTES } from '../features/uploads/purposes';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // styled-components injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // useDefaults off: helmet's default adds upgrade-insecure-requests, which breaks plain-http hosts.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Try again in ${context.after}.`),
  });

  await app.register(multipart, {
    // Per-purpose limits are applied in the upload route; this is the ceiling.
    limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });

  // Only to decorate reply.sendFile; the static and uploads routes pick their own roots.
  await app.register(fastifyStatic, { serve: false, root: process.cwd() });

  // An empty JSON body (e.g. logout sent with a JSON content type) is "no body", not a parse error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, text, done);
  });
}
