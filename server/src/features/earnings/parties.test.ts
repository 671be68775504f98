// Names kept on the books: read for the ids not already known, a gone account as DELETED_USER.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { describeEachDatabase, suiteDatabase } from '../../test/test-app';
import { insertUser } from '../../test/test-rows';
import { DELETED_USER, partiesOf } from './parties';

describeEachDatabase('the parties on the books', (kind) => {
  const handle = suiteDatabase(kind);

  it('reads only the names not given, and names a gone account as deleted', async () => {
    const { db } = handle;
    const ana = await insertUser(db, { firstName: 'Ana', lastName: 'Reyes' });
    const ben = await insertUser(db, { firstName: 'Ben', lastName: 'Cruz' });
    const gone = randomUUID();
    // Ben's name as the caller read it under its lock: taken as given, not read again; Ana's it could not read (null): read.
    const parties = await partiesOf(db, [ana.id, ben.id, gone, null], [
      { id: ben.id, name: 'Ben as locked' },
      { id: ana.id, name: null },
    ]);
    assert.deepEqual(
      [ana.id, ben.id, gone, null].map((id) => parties.get(id)),
      [
        { id: ana.id, name: 'Ana Reyes' },
        { id: ben.id, name: 'Ben as locked' },
        { id: gone, name: DELETED_USER },
        { id: null, name: DELETED_USER },
      ],
    );
  });

  it('reads nothing when every name is given', async () => {
    const refusing = new Proxy(handle.db, {
      get: () => {
        throw new Error('read through the executor');
      },
    });
    const parties = await partiesOf(refusing, ['a', 'a'], [{ id: 'a', name: 'Ana' }]);
    assert.deepEqual(parties.get('a'), { id: 'a', name: 'Ana' });
  });
});
