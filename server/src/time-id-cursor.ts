// A keyset cursor over (timestamp, uuid), newest first: the admin audit log
// pages by (at, id), the reviews list by (visible_at, id).
import { z } from 'zod';
import { cursorInstant, decodeCursor, encodeCursor } from './keyset-cursor';

const timeIdKeys = z.tuple([cursorInstant, z.uuid()]);

export const encodeTimeIdCursor = (at: Date, id: string) => encodeCursor([at.getTime(), id]);

export function decodeTimeIdCursor(text: string): { at: Date; id: string } {
  const [at, id] = decodeCursor(text, timeIdKeys);
  return { at: new Date(at), id };
}
