// A movement's entries in one statement: each line with its own account, state, amount,
// party and counterparty, what the movement says once on every entry, lines of 0 left
// out, and a movement tried again writing nothing (false), where a new line of it still is.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { moneyEntries } from '../../db/schema/index';
import { describeEachDatabase, suiteDatabase } from '../../test/test-app';
import { payableBalances, recordMovement, type Movement } from './journal';

const AT = new Date('2026-06-02T05:00:00.000Z');

describeEachDatabase('money journal: a movement’s entries', (kind) => {
  const handle = suiteDatabase(kind);

  it('writes every line once, with what the movement says, and nothing when tried again', async () => {
    const { db } = handle;
    const assistant = randomUUID();
    const referrer = randomUUID();
    const client = randomUUID();
    const bookingId = randomUUID();
    const paymentId = randomUUID();
    const movement: Movement = {
      key: `paid:${paymentId}`,
      reason: 'booking_paid',
      at: AT,
      bookingId,
      bookingReference: 'BK-1',
      paymentId,
      lines: [
        { account: 'client_payments', amountCentavos: 500_000, party: { id: client, name: 'Ben Cruz' } },
        { account: 'assistant_payable', state: 'upcoming', amountCentavos: -450_000, party: { id: assistant, name: 'Maria Santos' } },
        { account: 'referral_payable', state: 'upcoming', amountCentavos: -2_000, party: { id: referrer, name: 'Rita Ramos' }, counterpartyId: client, hours: 4 },
        { account: 'platform_fees', amountCentavos: 0, party: { id: null, name: 'Marketplace' } },
      ],
    };
    assert.equal(await recordMovement(db, movement), true);

    const rows = await db.select().from(moneyEntries).where(eq(moneyEntries.movementKey, movement.key)).orderBy(asc(moneyEntries.account));
    assert.deepEqual(
      rows.map((row) => [row.account, row.state, row.amountCentavos, row.partyId, row.partyName, row.counterpartyId, row.hours]),
      [
        ['assistant_payable', 'upcoming', -450_000, assistant, 'Maria Santos', null, null],
        ['client_payments', null, 500_000, client, 'Ben Cruz', null, null],
        ['referral_payable', 'upcoming', -2_000, referrer, 'Rita Ramos', client, 4],
      ],
      'the line of 0 is left out',
    );
    for (const row of rows) {
      assert.deepEqual(
        [row.reason, row.bookingId, row.bookingReference, row.paymentId, row.payoutId, row.disputeId, row.createdAt.toISOString()],
        ['booking_paid', bookingId, 'BK-1', paymentId, null, null, AT.toISOString()],
      );
    }

    assert.equal(await recordMovement(db, movement), false, 'tried again: written before');
    const grown = { ...movement, lines: [...movement.lines, { account: 'platform_fees' as const, amountCentavos: 48_000, party: { id: null, name: 'Marketplace' } }] };
    assert.equal(await recordMovement(db, grown), true, 'a line not written before is');
    assert.equal((await db.select().from(moneyEntries).where(eq(moneyEntries.movementKey, movement.key))).length, 4);
    assert.equal((await payableBalances(db, assistant)).get('assistant_payable:upcoming'), -450_000);
  });

  it('writes nothing for a movement whose lines are all 0', async () => {
    const { db } = handle;
    assert.equal(await recordMovement(db, { key: 'empty', reason: 'refund', at: AT, lines: [{ account: 'client_payments', amountCentavos: 0, party: { id: null, name: 'x' } }] }), true);
    assert.deepEqual(await db.select().from(moneyEntries).where(eq(moneyEntries.movementKey, 'empty')), []);
  });
});
