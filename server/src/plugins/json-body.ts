// The JSON body parser: fastify's own (which refuses __proto__ poisoning),
// plus two rules. An empty body is "no body" (so a bodiless POST sent with a
// JSON content type is fine), and NUL characters are refused up front:
// PostgreSQL cannot store them in text and would otherwise fail the query.
// The same goes for %00 in URLs (registerNulUrlGuard).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

const MAX_DEPTH = 64;

/** The dotted path of the first string holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (path.length > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulCharacter(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** A NUL in the path or query string (%00) would reach SQL the same way; refuse it for every route. */
export function registerNulUrlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, 'Text cannot contain NUL characters');
  });
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, text, (error, parsed) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const nulAt = findNulCharacter(parsed);
      if (nulAt !== null) {
        done(new HttpError(400, 'Text cannot contain NUL characters', nulAt || undefined), undefined);
        return;
      }
      done(null, parsed);
    });
  });
}
