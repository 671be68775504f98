// Statements built once and run on whichever executor a call gives: the pool or an
// open transaction (its own rows, its rollback), a left join's missing row as null,
// values given as they are (a null instant, a Date), and lists of any length.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { insertUser } from '../test/test-rows';
import { describeEachDatabase, suiteDatabase } from '../test/test-app';
import { given, inList, listsOf, prepared } from './prepared';
import { memberPresence, users } from './schema/index';

let builds = 0;
const membersWithPresence = prepared('test_members_with_presence', (db) => {
  builds += 1;
  return db
    .select({ id: users.id, firstName: users.firstName, presence: { seenAt: memberPresence.seenAt } })
    .from(users)
    .leftJoin(memberPresence, eq(memberPresence.userId, users.id))
    .where(inList(users.id, 'ids'))
    .orderBy(asc(users.firstName));
});

const seenAt = prepared('test_presence_seen', (db) =>
  db
    .insert(memberPresence)
    .values({ userId: sql.placeholder('userId'), seenAt: sql.placeholder('at') })
    .onConflictDoUpdate({ target: memberPresence.userId, set: { seenAt: given('at') } })
    .returning(),
);

const renamed = prepared('test_member_renamed', (db) =>
  db
    .update(users)
    .set({ firstName: given('firstName'), updatedAt: given('at') })
    .where(eq(users.id, sql.placeholder('id')))
    .returning({ firstName: users.firstName, updatedAt: users.updatedAt }),
);

const instant = prepared('test_instant_given', (db) =>
  db
    .select({ at: sql<Date | null>`${given('at')}::timestamptz` })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

it('refuses a second statement under a name already taken', () => {
  assert.throws(() => prepared('test_members_with_presence', (db) => db.select({ id: users.id }).from(users)), /the name is taken/);
});

it('gives rows as one list per field, in the rows’ order, and nothing for no rows', () => {
  assert.deepEqual(
    listsOf([
      { id: 'a', at: null, hours: 2 },
      { id: 'b', at: '2026-06-01', hours: null },
    ]),
    { id: ['a', 'b'], at: [null, '2026-06-01'], hours: [2, null] },
  );
  assert.deepEqual(listsOf([]), {});
});

describeEachDatabase('statements built once (db/prepared.ts)', (kind) => {
  const handle = suiteDatabase(kind);

  it('runs on the pool, and inside a transaction sees that transaction’s rows and none after its rollback', async () => {
    const { db } = handle;
    const ana = await insertUser(db, { firstName: 'Ana' });
    const rolledBack = new Error('roll back');
    let inside: Awaited<ReturnType<typeof membersWithPresence>> = [];
    await assert.rejects(
      db.transaction(async (tx) => {
        const [ben] = await tx.insert(users).values({ username: 'ben_tx', email: 'ben_tx@example.com', passwordHash: 'x', firstName: 'Ben', lastName: 'Tx', role: 'Boss', referralCode: 'BENTX1' }).returning();
        await seenAt(tx, { userId: ben.id, at: new Date('2026-06-01T00:00:00.000Z') });
        inside = await membersWithPresence(tx, { ids: [ana.id, ben.id] });
        throw rolledBack;
      }),
      rolledBack,
    );
    assert.deepEqual(
      inside.map((row) => [row.firstName, row.presence]),
      [
        ['Ana', null],
        ['Ben', { seenAt: new Date('2026-06-01T00:00:00.000Z') }],
      ],
      'a missing presence reads as null, the transaction’s own row as written',
    );
    const afterwards = await membersWithPresence(db, { ids: [ana.id, inside[1].id] });
    assert.deepEqual(afterwards.map((row) => row.firstName), ['Ana']);
    assert.deepEqual(await membersWithPresence(db, { ids: [] }), []);
    assert.equal(builds, 1, 'the SQL was built once, whatever ran it');
  });

  it('passes a given value as it is: a Date as its instant, a null as NULL', async () => {
    const { db } = handle;
    const cara = await insertUser(db, { firstName: 'Cara' });
    const at = new Date('2026-06-02T03:04:05.678Z');
    assert.deepEqual(await renamed(db, { id: cara.id, firstName: 'Carla', at }), [{ firstName: 'Carla', updatedAt: at }]);
    assert.deepEqual(await instant(db, { id: cara.id, at: null }), [{ at: null }]);
    const [first] = await seenAt(db, { userId: cara.id, at });
    const [again] = await seenAt(db, { userId: cara.id, at: new Date(at.getTime() + 1000) });
    assert.equal(first.seenAt.getTime(), at.getTime());
    assert.equal(again.seenAt.getTime(), at.getTime() + 1000, 'the upsert set the given instant');
  });
});
