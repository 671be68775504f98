// External cross-cutting plugins in one place: security headers, cookies, the rate
// limiter (opt-in per route or hook, every limit through its one store),
// multipart uploads, reply.sendFile and the JSON body parser.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { PAGE_DATA_SCRIPT } from '@marketplace/shared-api/api/page-data-markup';
import { HttpError } from '../http-error';
import { registerJsonBodyParser, registerNulUrlGuard } from './json-body';
import { LARGEST_UPLOAD_BYTES } from '../features/uploads/purposes';
import { createRateCounts, rateLimitStore } from './rate-limit-store';
import { connectRedis } from './redis-connection';

/** A CSP source that allows one inline script, the one whose text is `script`. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The origins besides this site that scripts may come from: those live releases of the remotes
 * are served from, and for one browser (by its cookies) those of the releases it gets instead: an
 * admin's previews, the candidates of rollouts its bucket is in (features/releases). Set once the
 * releases feature is built; none before.
 */
export interface CspSources {
  scripts: (cookies: Record<string, string | undefined>) => string[];
}

const SCRIPT_SOURCES = [
  "'self'",
  // The one inline script: the page frame's, which sends the page's first API reads (shared-api/api/page-data-markup.ts).
  inlineScriptSource(PAGE_DATA_SCRIPT),
];
const CONNECT_SOURCES = ["'self'", 'ws:', 'wss:'];

/** This app's policy: script-src and connect-src end with the release origins of each request. */
export function contentSecurityPolicy(originsOf: (request: IncomingMessage) => string[]) {
  const withReleaseOrigins = (fixed: string[]) => (request: IncomingMessage) => [...fixed, ...originsOf(request)].join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withReleaseOrigins(SCRIPT_SOURCES)],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    // A remote on another origin also fetches from there (its chunks through the federation runtime).
    connectSrc: [withReleaseOrigins(CONNECT_SOURCES)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The same headers for an answer made before any hook runs (Fastify's frameworkErrors:
     * a URL that is not valid UTF-8), which the helmet plugin's onRequest hook never sees.
     */
    setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}

export async function registerSecurity(app: FastifyInstance, { redisUrl }: { redisUrl?: string }): Promise<CspSources> {
  const sources: CspSources = { scripts: () => [] };
  const cookiesOf = (request: IncomingMessage) => (request.headers.cookie ? cookie.parse(request.headers.cookie) : {});
  // useDefaults off: helmet's default adds upgrade-insecure-requests, which breaks plain-http hosts.
  const options = { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy((request) => sources.scripts(cookiesOf(request))) } };
  // helmet's middleware is built once, here: the Fastify plugin built it again on every
  // request, parsing the whole policy each time (bench/payouts.bench.ts's CPU profile).
  // The policy's release origins are still read per request (contentSecurityPolicy above).
  const setHeaders = helmet(options);
  const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => setHeaders(request.raw, reply.raw, () => undefined);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
  app.decorate('setSecurityHeaders', setSecurityHeaders);
  await app.register(cookie);

  const redis = redisUrl ? await connectRedis(app, redisUrl, 'rate limits') : undefined;
  const counts = createRateCounts({ clock: app.clock, redis, log: app.log });
  app.decorate('rateCounts', counts);
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counts),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Try again in ${context.after}.`),
  });

  await app.register(multipart, {
    // Per-purpose limits are applied in the upload route; this is the ceiling.
    limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });

  // Only to decorate reply.sendFile; the static and uploads routes pick their own roots.
  // preCompressed: a file's .br or .gz sibling written at build time is sent instead when
  // the browser accepts it (uploads have none and go out as they are).
  await app.register(fastifyStatic, { serve: false, root: process.cwd(), preCompressed: true });

  registerJsonBodyParser(app);
  registerNulUrlGuard(app);
  return sources;
}
