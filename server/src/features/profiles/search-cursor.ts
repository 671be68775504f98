// The list's paging cursor: the sort key of the last post shown (verified,
// listedAt, id) as base64url JSON. Opaque to clients; anything we did not make
// is a 400 on the cursor field, never a database error.
import { z } from 'zod';
import { HttpError } from '../../http-error';

export interface SearchCursor {
  verified: boolean;
  /** Milliseconds since the epoch; listed_at has millisecond precision, so this is exact. */
  listedAt: number;
  id: string;
}

export const INVALID_CURSOR = 'cursor is not valid';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
// The last millisecond of year 9999: PostgreSQL's timestamptz input (and an ISO
// string without an expanded year) ends there, so later dates are refused here.
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const cursorTuple = z.tuple([z.union([z.literal(0), z.literal(1)]), z.number().int().min(0).max(MAX_TIME), z.uuid()]);

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.verified ? 1 : 0, cursor.listedAt, cursor.id])).toString('base64url');
}

export function decodeSearchCursor(text: string): SearchCursor {
  const invalid = () => new HttpError(400, INVALID_CURSOR, 'cursor');
  // Node's decoder skips characters outside the alphabet; refuse them instead.
  if (!BASE64URL.test(text)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorTuple.safeParse(parsed);
  if (!result.success) throw invalid();
  const [verified, listedAt, id] = result.data;
  return { verified: verified === 1, listedAt, id };
}
