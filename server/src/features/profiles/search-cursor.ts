// The list's paging cursor: the sort key of the last post shown (verified,
// listedAt, id).
import { z } from 'zod';
import { cursorInstant, decodeCursor, encodeCursor } from '../../keyset-cursor';

export interface SearchCursor {
  verified: boolean;
  /** Milliseconds since the epoch; listed_at has millisecond precision, so this is exact. */
  listedAt: number;
  id: string;
}

const searchKeys = z.tuple([z.union([z.literal(0), z.literal(1)]), cursorInstant, z.uuid()]);

export function encodeSearchCursor(cursor: SearchCursor): string {
  return encodeCursor([cursor.verified ? 1 : 0, cursor.listedAt, cursor.id]);
}

export function decodeSearchCursor(text: string): SearchCursor {
  const [verified, listedAt, id] = decodeCursor(text, searchKeys);
  return { verified: verified === 1, listedAt, id };
}
