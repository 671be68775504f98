// A payment event's payload is stored as the JSON it is (an object, a string, a number),
// and no payload as JSON's null, through the statement built once.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { paymentEvents } from '../../db/schema/index';
import { openTestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/test-app';
import { recordEvent } from './payment-records';

describeEachDatabase('payment events recorded', (kind) => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase(kind);
  });
  after(() => database.close());

  it('stores each payload as its JSON, and none as JSON null', async () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    const payloads: Array<[string, unknown, string]> = [
      ['object', { id: 'evt_1', amount: 500_000, nested: { ok: true } }, 'object'],
      ['text', 'a raw body', 'string'],
      ['number', 42, 'number'],
      ['null', null, 'null'],
      ['undefined', undefined, 'null'],
    ];
    for (const [name, payload] of payloads) {
      await recordEvent(database.db, { provider: 'sandbox', eventId: `evt_${name}`, source: 'webhook', type: 'test', paymentId: null, payload, outcome: 'recorded', now });
    }
    for (const [name, payload, jsonType] of payloads) {
      const [row] = await database.db
        .select({ payload: paymentEvents.payload, jsonType: sql<string>`jsonb_typeof(${paymentEvents.payload})`, receivedAt: paymentEvents.receivedAt })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `evt_${name}`));
      assert.equal(row.jsonType, jsonType, name);
      assert.deepEqual(row.payload, payload ?? null, name);
      assert.equal(row.receivedAt.getTime(), now.getTime(), name);
    }
  });
});
