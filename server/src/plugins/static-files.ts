// Sending the built front end's files: which ones may be cached for good (a
// content hash in the name) and which must be revalidated, paths a request may
// name inside a dist folder, and whether a file is there. Files go out as their
// build-time .br or .gz sibling when the browser accepts it (preCompressed, see
// plugins/security.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { isMissingFile } from './per-deploy';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds must be revalidated. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'remote-part.json', 'release.json']);
/** A content hash in the file name (main.3f9a1c2e.js, 3f9a1c2e8b7d.svg): safe to cache for a year. */
const CONTENT_HASHED = /(^|[.-])[0-9a-f]{8,}\./i;

export function cacheControlFor(fileName: string): string {
  const base = path.posix.basename(fileName);
  if (ALWAYS_REVALIDATE.has(base)) return NO_CACHE;
  return CONTENT_HASHED.test(base) ? IMMUTABLE_CACHE : NO_CACHE;
}

/** A file of a release (its id in the path, so it never changes): cached for good, but for the names every release uses. */
export function cacheControlInRelease(fileName: string): string {
  return ALWAYS_REVALIDATE.has(path.posix.basename(fileName)) ? NO_CACHE : IMMUTABLE_CACHE;
}

/** A path relative to a dist folder, or null when it could step outside it. */
export function safeRelativePath(filePath: string | undefined): string | null {
  if (!filePath || filePath.includes('\0') || filePath.includes('\\')) return null;
  const segments = filePath.split('/');
  return segments.some((segment) => segment === '..' || segment === '.' || segment === '') ? null : filePath;
}

export async function fileExists(filePath: string): Promise<boolean> {
  try {
    return (await fs.stat(filePath)).isFile();
  } catch (error) {
    // ENAMETOOLONG: a URL of 200,000 characters (found by the security suite's fuzz pass) answered 500.
    if (isMissingFile(error)) return false;
    throw error;
  }
}

export function sendStatic(reply: FastifyReply, root: string, filePath: string, cacheControl = cacheControlFor(filePath)) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(filePath, root, { cacheControl: false });
}
