// The product keeps an admin: an admin cannot change their own premium or role,
// the last admin is neither demoted nor deleted, and two admins removing each
// other at once leave one.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { User } from '@marketplace/shared-api/types';
import { users } from '../../db/schema/index';
import { makeAdmin, profileForm as form, signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { LAST_ADMIN, OWN_ADMIN_FIELDS_LOCKED } from './admin-guard';

describeEachDatabase('the last admin', (kind) => {
  const s = suiteFixture(async () => ({ t: await createTestApp(kind) }));

  const newAdmin = async () => {
    const user = await signedInUser(s.t.app, { role: 'Boss' });
    await makeAdmin(s.t, user.user.id);
    return { ...user, user: { ...user.user, premium: 'Admin' } as User };
  };
  const admins = async () => (await s.t.database.db.select({ id: users.id }).from(users).where(eq(users.premium, 'Admin'))).map((row) => row.id);
  const removeAllAdmins = () => s.t.database.db.update(users).set({ premium: 'Not Verified' }).where(eq(users.premium, 'Admin'));
  const edit = (by: { headers: Record<string, string> }, user: User, overrides: Record<string, unknown>) =>
    s.t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: by.headers, payload: form(user, overrides) });
  const remove = (by: { headers: Record<string, string> }, userId: string) =>
    s.t.app.inject({ method: 'DELETE', url: `/api/users/admin/${userId}`, headers: by.headers });

  it('refuses an admin changing their own premium or role with 409, and keeps their other edits possible', async () => {
    await removeAllAdmins();
    const me = await newAdmin();
    await newAdmin();
    for (const change of [{ premium: 'Not Verified' }, { premium: 'Verified' }, { role: 'Assistant' }]) {
      const response = await edit(me, me.user, change);
      assert.equal(response.statusCode, 409, JSON.stringify(change));
      assert.deepEqual(response.json(), { message: OWN_ADMIN_FIELDS_LOCKED });
    }
    const renamed = await edit(me, me.user, { firstName: 'Still', premium: 'Admin' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok((await admins()).includes(me.user.id));
  });

  it('lets one of two admins demote the other, and then no route removes the one left', async () => {
    await removeAllAdmins();
    const [first, second] = [await newAdmin(), await newAdmin()];
    const demoted = await edit(first, second.user, { premium: 'Not Verified' });
    assert.equal(demoted.statusCode, 200, demoted.body);
    assert.deepEqual(await admins(), [first.user.id]);
    assert.equal((await edit(first, first.user, { premium: 'Not Verified' })).statusCode, 409);
    assert.equal((await remove(first, first.user.id)).statusCode, 400);
    assert.deepEqual(await admins(), [first.user.id]);
  });

  it('leaves one admin when two demote each other at once', async () => {
    await removeAllAdmins();
    const [first, second] = [await newAdmin(), await newAdmin()];
    const answers = await Promise.all([edit(first, second.user, { premium: 'Not Verified' }), edit(second, first.user, { premium: 'Not Verified' })]);
    // The loser is refused: 409 when it saw the other admin still there, 403 when the winner had demoted it before its turn.
    const [winner, loser] = answers.map((answer) => answer.statusCode).sort();
    assert.equal(winner, 200);
    assert.ok(loser === 409 || loser === 403, String(loser));
    assert.equal((await admins()).length, 1);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) assert.deepEqual(refused.json(), { message: LAST_ADMIN });
  });

  it('leaves one admin when two delete each other at once', async () => {
    await removeAllAdmins();
    const [first, second] = [await newAdmin(), await newAdmin()];
    const answers = await Promise.all([remove(first, second.user.id), remove(second, first.user.id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The loser is refused: 409 when it saw the other admin still there, 401 or 404 when the winner had deleted it first.
    assert.equal(statuses.filter((status) => status === 200).length, 1, JSON.stringify(statuses));
    assert.equal((await admins()).length, 1);
  });
});
