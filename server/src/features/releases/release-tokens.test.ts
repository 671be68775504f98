// Release tokens: an admin makes one for a team or a CI job (shown once, kept as a
// hash), the release command ships, lists, promotes and rolls back with it alone,
// within its remote; its name is who the history and the audit log say shipped;
// a revoked or expired token is refused at its next call. That it opens no other
// route is the authorization matrix's test.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ReleaseToken, RemoteReleases } from '@marketplace/shared-api/types';
import { releaseTokens } from '../../db/schema/index';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { describeEachDatabase, suiteFixture, createTestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { chatBuild, madeReleaseToken } from './release-test-helpers';
import { outOfScope, RELEASE_TOKEN_REFUSED } from './routes';

describeEachDatabase('release tokens', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  const s = suiteFixture(async () => {
    const t = await createTestApp(kind, { clock });
    const admin = await signedInUser(t.app, { firstName: 'Ana', lastName: 'Cruz' });
    await makeAdmin(t, admin.user.id);
    return { t, admin };
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method, url, payload, headers });

  /** A new build of mf-chat in the store, registered with the token; its release id. */
  async function ship(headers: Record<string, string>, text: string): Promise<string> {
    const { releaseId } = await s.t.app.releases.store.publish('mf-chat', await chatBuild(text));
    const registered = await call('POST', '/api/releases/mf-chat', headers, { releaseId });
    assert.equal(registered.statusCode, 201, registered.body);
    return releaseId;
  }

  it('is shown once, kept only as its hash, and listed with who made it and when it expires', async () => {
    const made = await call('POST', '/api/releases/tokens', s.admin.headers, { name: '  chat team CI ', remote: 'mf-chat', expiresInDays: 30 });
    assert.equal(made.statusCode, 201, made.body);
    const { token, description } = made.json<{ token: string; description: ReleaseToken }>();
    assert.match(token, /^mrt_[A-Za-z0-9_-]{43}$/);
    assert.equal(made.headers['cache-control'], 'no-store');
    assert.deepEqual(
      { ...description, id: undefined },
      { id: undefined, name: 'chat team CI', remote: 'mf-chat', createdAt: '2026-06-01T00:00:00.000Z', createdBy: 'Ana Cruz', expiresAt: '2026-07-01T00:00:00.000Z', revokedAt: null, lastUsedAt: null },
    );
    const [row] = await s.t.database.db.select().from(releaseTokens).where(eq(releaseTokens.id, description.id));
    assert.ok(!JSON.stringify(row).includes(token.slice(4)), 'the token itself is stored nowhere');
    const listed = (await call('GET', '/api/releases/tokens', s.admin.headers)).json<{ tokens: ReleaseToken[] }>().tokens;
    assert.ok(listed.some((entry) => entry.id === description.id && !('token' in entry)));

    const invalid = await call('POST', '/api/releases/tokens', s.admin.headers, { name: ' ', remote: 'mf-nothing', expiresInDays: 0 });
    assert.equal(invalid.statusCode, 400);
  });

  it('ships, lists, promotes and rolls back with the token alone, named in the history and the audit log', async () => {
    const { headers } = await madeReleaseToken(s.t.app, s.admin.headers, { name: 'chat team CI' });
    const first = await ship(headers, 'token one');
    const second = await ship(headers, 'token two');
    // A second between changes: the audit log lists the newest first by time.
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', headers, { releaseId: first, reason: 'first' })).statusCode, 200);
    clock.advance(1000);
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', headers, { releaseId: second, reason: 'second' })).statusCode, 200);
    clock.advance(1000);
    const rolledBack = await call('POST', '/api/releases/mf-chat/rollback', headers, { reason: 'broke chat' });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    const listed = (await call('GET', '/api/releases/mf-chat', headers)).json<RemoteReleases>();
    assert.equal(listed.live?.releaseId, first);
    assert.deepEqual(listed.history.slice(0, 3).map((change) => change.by), ['chat team CI', 'chat team CI', 'chat team CI']);

    const audit = (await call('GET', '/api/users/admin/audit-log', s.admin.headers)).json<{ entries: Array<{ action: string; actorLabel: string | null; actor: unknown }> }>().entries;
    const byToken = audit.filter((entry) => entry.actorLabel === 'chat team CI').map((entry) => [entry.action, entry.actor]);
    assert.deepEqual(byToken.slice(0, 3), [
      ['release.rollback', null],
      ['release.promote', null],
      ['release.promote', null],
    ]);
    assert.ok(audit.some((entry) => entry.action === 'release.token.create'), 'making the token is in the audit log too');
  });

  it('acts on its own remote only; a token for every remote acts on any and checks the shell', async () => {
    const { headers: chatOnly } = await madeReleaseToken(s.t.app, s.admin.headers, { remote: 'mf-chat' });
    const otherRemote = await call('POST', '/api/releases/mf-booking/rollback', chatOnly, { reason: 'not ours' });
    assert.deepEqual([otherRemote.statusCode, otherRemote.json().message], [403, outOfScope('mf-booking')]);
    assert.equal((await call('POST', '/api/releases/check-shell', chatOnly, { provides: { react: '19.2.0' } })).statusCode, 403);
    const overview = (await call('GET', '/api/releases', chatOnly)).json<{ remotes: RemoteReleases[] }>();
    assert.deepEqual(overview.remotes.map((remote) => remote.remote), ['mf-chat']);

    const { headers: every } = await madeReleaseToken(s.t.app, s.admin.headers, { name: 'platform CI', remote: 'all' });
    assert.equal((await call('GET', '/api/releases/mf-booking', every)).statusCode, 200);
    assert.equal((await call('POST', '/api/releases/check-shell', every, { provides: { react: '19.2.0' } })).statusCode, 200);
    assert.equal((await call('GET', '/api/releases', every)).json<{ remotes: RemoteReleases[] }>().remotes.length, 5);
  });

  it('is refused at once when revoked, when expired, and when it was never made', async () => {
    const { headers, tokenId } = await madeReleaseToken(s.t.app, s.admin.headers, { expiresInDays: 1 });
    assert.equal((await call('GET', '/api/releases/mf-chat', headers)).statusCode, 200);
    const revoked = await call('DELETE', `/api/releases/tokens/${tokenId}`, s.admin.headers);
    assert.equal(revoked.statusCode, 200);
    assert.ok(revoked.json<{ tokens: ReleaseToken[] }>().tokens.find((token) => token.id === tokenId)?.revokedAt);
    const afterRevoke = await call('GET', '/api/releases/mf-chat', headers);
    assert.deepEqual([afterRevoke.statusCode, afterRevoke.json().message], [401, RELEASE_TOKEN_REFUSED]);

    const freshClock = createTestClock('2026-06-01T00:00:00.000Z');
    const fresh = await createTestApp(kind, { clock: freshClock });
    try {
      const admin = await signedInUser(fresh.app);
      await makeAdmin(fresh, admin.user.id);
      const expiring = await madeReleaseToken(fresh.app, admin.headers, { expiresInDays: 1 });
      assert.equal((await fresh.app.inject({ url: '/api/releases/mf-chat', headers: expiring.headers })).statusCode, 200);
      freshClock.advance(24 * 60 * 60 * 1000);
      assert.equal((await fresh.app.inject({ url: '/api/releases/mf-chat', headers: expiring.headers })).statusCode, 401, 'expired');
    } finally {
      await fresh.close();
    }

    const forged = await call('GET', '/api/releases/mf-chat', { authorization: `Bearer mrt_${'A'.repeat(43)}` });
    assert.equal(forged.statusCode, 401);
    const member = await signedInUser(s.t.app);
    assert.equal((await call('POST', '/api/releases/tokens', member.headers, { name: 'mine', remote: 'all', expiresInDays: 1 })).statusCode, 403);
  });
});
