// Every keyset cursor the API hands out is one of these: base64url of a JSON
// tuple of the last row's sort keys. Opaque to clients; one decoder checks
// every cursor that comes back against its tuple's schema, so anything we did
// not make is a 400 on the cursor field, never a database error.
import { z } from 'zod';
import { HttpError } from './http-error';

export const INVALID_CURSOR = 'cursor is not valid';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

// PostgreSQL's timestamptz takes years 1 to 9999 (an ISO string without an
// expanded year ends there too), where a JavaScript Date reaches 275,760.
const FIRST_INSTANT_MS = new Date(0).setUTCFullYear(1, 0, 1);
const LAST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A sort key that is an instant: milliseconds since the epoch, inside the years the database can store. */
export const cursorInstant = z.number().int().min(FIRST_INSTANT_MS).max(LAST_INSTANT_MS);

export function encodeCursor(keys: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

export function decodeCursor<T>(text: string, keys: z.ZodType<T>): T {
  const invalid = () => new HttpError(400, INVALID_CURSOR, 'cursor');
  // Node's decoder skips characters outside the alphabet; refuse them instead.
  if (!BASE64URL.test(text)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = keys.safeParse(parsed);
  if (!result.success) throw invalid();
  return result.data;
}
