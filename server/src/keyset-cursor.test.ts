import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HOSTILE_CURSORS } from './test/security/zod-fuzz';
import { decodeSearchCursor, encodeSearchCursor } from './features/profiles/search-cursor';
import { decodeTimeIdCursor, encodeTimeIdCursor } from './time-id-cursor';
import { HttpError } from './http-error';
import { INVALID_CURSOR } from './keyset-cursor';

const ID = '0b8e9c1a-2f3d-4e5a-9b6c-7d8e9f0a1b2c';
const isInvalidCursor = (error: unknown) => error instanceof HttpError && error.statusCode === 400 && error.message === INVALID_CURSOR;

describe('keyset cursors', () => {
  it('give back what they were made of, at the first and last instant the database stores', () => {
    for (const at of [new Date('0001-01-01T00:00:00.000Z'), new Date('2026-11-27T10:00:00.123Z'), new Date('9999-12-31T23:59:59.999Z')]) {
      assert.deepEqual(decodeTimeIdCursor(encodeTimeIdCursor(at, ID)), { at, id: ID });
      const search = { verified: true, listedAt: at.getTime(), id: ID };
      assert.deepEqual(decodeSearchCursor(encodeSearchCursor(search)), search);
    }
  });

  it('refuse instants outside years 1 to 9999 and anything else we did not make, as 400 on cursor', () => {
    for (const [label, cursor] of Object.entries({ ...HOSTILE_CURSORS, notBase64: '%%', notJson: Buffer.from('nope').toString('base64url') })) {
      assert.throws(() => decodeTimeIdCursor(cursor), isInvalidCursor, `time-id: ${label}`);
      assert.throws(() => decodeSearchCursor(cursor), isInvalidCursor, `search: ${label}`);
    }
  });
});
