// Members seen, written as a rush writes them: requests that arrive while a write
// runs are gathered into the next, each member at the latest instant asked, and a
// later time already kept stays.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { memberPresence } from '../../db/schema/index';
import { describeEachDatabase, suiteDatabase } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { insertUser } from '../../test/test-rows';
import { createPresence } from './presence';

const quiet = { warn: () => undefined } as unknown as Parameters<typeof createPresence>[0]['log'];

describeEachDatabase('member presence', (kind) => {
  const handle = suiteDatabase(kind);

  it('writes members seen together at their own instants, one row each, never moving a kept time back', async () => {
    const { db } = handle;
    const clock = createTestClock('2026-06-01T09:00:00.000Z');
    const [ana, ben, cruz] = await Promise.all(['ana', 'ben', 'cruz'].map((name) => insertUser(db, { firstName: name })));
    await db.insert(memberPresence).values({ userId: cruz.id, seenAt: new Date('2026-06-01T12:00:00.000Z') });
    const presence = createPresence({ db, clock, log: quiet });

    const first = presence.seen(ana.id);
    clock.advance(1_000);
    const gathered = [presence.seen(ben.id), presence.seen(cruz.id)];
    presence.connect(ana.id);
    clock.advance(1_000);
    presence.disconnect(ana.id);
    await Promise.all([first, ...gathered, presence.refresh(clock.now())]);

    const rows = await db.select().from(memberPresence).where(inArray(memberPresence.userId, [ana.id, ben.id, cruz.id]));
    const seenAt = new Map(rows.map((row) => [row.userId, row.seenAt.toISOString()]));
    assert.equal(rows.length, 3);
    assert.equal(seenAt.get(ana.id), '2026-06-01T09:00:02.000Z', 'ana asked for three times, in one write: the latest');
    assert.equal(seenAt.get(ben.id), '2026-06-01T09:00:01.000Z');
    assert.equal(seenAt.get(cruz.id), '2026-06-01T12:00:00.000Z', 'a later time already kept stays');
  });
});
