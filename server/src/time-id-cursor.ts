// A keyset cursor over (timestamp, uuid), newest first: the admin audit log
// pages by (at, id), the reviews list by (visible_at, id). Opaque base64url to
// clients; anything we did not make is a 400 on the cursor field.
import { HttpError } from './http-error';
import { INVALID_CURSOR } from './features/profiles/search-cursor';

export const encodeTimeIdCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeTimeIdCursor(text: string): { at: Date; id: string } {
  const [at, id] = /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').toString('utf8').split('|') : [];
  const when = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(when.getTime())) throw new HttpError(400, INVALID_CURSOR, 'cursor');
  return { at: when, id };
}
