// A notice's session time in each reader's words: their own time beside the marketplace's
// when they saved a zone, from the zones the change already read when those hold every
// reader's (no read at all), else from one read of the members.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Executor } from '../../db/database';
import { describeEachDatabase, suiteDatabase } from '../../test/test-app';
import { insertUser } from '../../test/test-rows';
import { readersSessionWhen } from './session-time';

const MANILA = 'Asia/Manila';
const MANILA_WORDS = 'Tue, Jun 2, 2026 at 9:00 AM';
const NEW_YORK_WORDS = 'Tue, Jun 2, 2026 at 9:00 AM (Manila time) · Mon, Jun 1, 2026, 9:00 PM New York time';

/** An executor that fails the test if anything reads through it. */
const noReads = new Proxy({}, { get: () => assert.fail('read the members although the change had their zones') }) as Executor;

describeEachDatabase('a notice’s session time in its reader’s words', (kind) => {
  const handle = suiteDatabase(kind);

  it('takes the zones the change read when they hold every reader’s, without reading', async () => {
    const known = new Map([
      ['ana', 'America/New_York'],
      ['ben', null],
    ]);
    const when = await readersSessionWhen(noReads, { userIds: ['ana', 'ben'], timeZone: MANILA, known });
    assert.equal(when('ana')('2026-06-02', '09:00'), NEW_YORK_WORDS);
    assert.equal(when('ben')('2026-06-02', '09:00'), MANILA_WORDS);
  });

  it('reads the members when a reader is not among the zones the change read', async () => {
    const { db } = handle;
    const cara = await insertUser(db, { timeZone: 'America/New_York' });
    const dan = await insertUser(db, { timeZone: MANILA });
    const when = await readersSessionWhen(db, { userIds: [cara.id, dan.id], timeZone: MANILA, known: new Map([[dan.id, null]]) });
    assert.equal(when(cara.id)('2026-06-02', '09:00'), NEW_YORK_WORDS);
    assert.equal(when(dan.id)('2026-06-02', '09:00'), MANILA_WORDS, 'a saved zone that is the marketplace’s adds nothing');
    const unknown = await readersSessionWhen(db, { userIds: [cara.id], timeZone: MANILA });
    assert.equal(unknown(cara.id)('2026-06-02', '09:00'), NEW_YORK_WORDS);
  });
});
