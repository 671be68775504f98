// Releases of a remote: published into the store under the hash of their files,
// registered, promoted and rolled back with a history, served as immutable files,
// listed in /remotes.json with their id, commit and build time; a release on
// another origin is read from there and allowed by the content security policy.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, it } from 'node:test';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { createAppOnSameDatabase, describeEachDatabase, suiteFixture, createTestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { IMMUTABLE_CACHE, NO_CACHE } from '../../plugins/static-files';
import { ALREADY_LIVE, contentMismatch, LIVE_RELEASES_TTL_MS, NOTHING_TO_ROLL_BACK, originNotAllowed, refusedByChecks, repointed } from './service';
import { createReleaseStore } from './release-store';
import { RELEASE_MANIFEST_FILE } from './release-manifest';
import { CHUNK, chatBuild, madeReleaseToken } from './release-test-helpers';

/** A file's subresource integrity, as a browser computes it. */
const sha384 = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describeEachDatabase('releases of a remote', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  const s = suiteFixture(async () => {
    const t = await createTestApp(kind, { clock });
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    return { t, admin };
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = s.admin.headers) =>
    s.t.app.inject({ method, url, payload, headers });
  /** The release command's credentials: a release token an admin made, for mf-chat. */
  let commandHeaders: { authorization: string } | undefined;
  const operator = async () => (commandHeaders ??= (await madeReleaseToken(s.t.app, s.admin.headers, { name: 'chat team CI' })).headers);
  /** Publishes a build into the store and registers it; answers its release id. */
  async function publish(text: string, commit?: string): Promise<string> {
    const dist = await chatBuild(text, commit);
    const { releaseId } = await s.t.app.releases.store.publish('mf-chat', dist);
    const registered = await call('POST', '/api/releases/mf-chat', { releaseId }, await operator());
    assert.equal(registered.statusCode, 201, registered.body);
    return releaseId;
  }
  const manifest = async (headers: Record<string, string> = {}) => (await s.t.app.inject({ url: '/remotes.json', headers })).json<RemoteManifest>();
  const chatEntry = async (headers?: Record<string, string>) => (await manifest(headers)).remotes.find((remote) => remote.name === 'mf_chat');
  /** Past the cache every process keeps of what is live. */
  const later = () => clock.advance(LIVE_RELEASES_TTL_MS);

  it('publishes a build once under the hash of its files, whole and immutable', async () => {
    const dist = await chatBuild('first');
    const first = await s.t.app.releases.store.publish('mf-chat', dist);
    const again = await s.t.app.releases.store.publish('mf-chat', dist);
    assert.match(first.releaseId, /^[0-9a-f]{16}$/);
    assert.equal(again.releaseId, first.releaseId, 'the same files are the same release');
    assert.deepEqual(first.files.sort(), [CHUNK, 'remote-part.json', 'remoteEntry.js', 'server/first-screen.cjs'].sort());
    const other = await s.t.app.releases.store.publish('mf-chat', await chatBuild('second'));
    assert.notEqual(other.releaseId, first.releaseId);
    // Every file's integrity, in its release.json: what a browser will hold the file to.
    const written = JSON.parse(await fs.readFile(path.join(s.t.app.releases.store.pathOf('mf-chat', first.releaseId), RELEASE_MANIFEST_FILE), 'utf8'));
    assert.deepEqual(Object.keys(written.integrity).sort(), [...first.files].sort());
    for (const file of first.files) assert.equal(written.integrity[file], sha384(await fs.readFile(path.join(dist, file))), file);

    const base = `/releases/mf-chat/${first.releaseId}`;
    const entry = await s.t.app.inject({ url: `${base}/remoteEntry.js` });
    assert.equal(entry.body, 'var mf_chat = "first";');
    assert.equal(entry.headers['cache-control'], NO_CACHE, 'an entry revalidates');
    assert.equal((await s.t.app.inject({ url: `${base}/${RELEASE_MANIFEST_FILE}` })).headers['cache-control'], NO_CACHE);
    assert.equal((await s.t.app.inject({ url: `${base}/${CHUNK}` })).headers['cache-control'], IMMUTABLE_CACHE, 'a chunk never changes');
    assert.equal((await s.t.app.inject({ url: `${base}/server/first-screen.cjs` })).statusCode, 404, 'server code is never sent');
    assert.notEqual((await s.t.app.inject({ url: `/releases/mf-chat/${first.releaseId}/..%2f..%2fjwt-secret` })).statusCode, 200);
  });

  it('serves every kept release from one folder by content: an unchanged chunk has one URL across releases', async () => {
    const store = s.t.app.releases.store;
    const first = await store.publish('mf-chat', await chatBuild('first of two'));
    const second = await store.publish('mf-chat', await chatBuild('second of two'));
    const shared = (file: string) => s.t.app.inject({ url: `/releases/mf-chat/files/${file}` });
    // Each entry named by its release, the chunk both share under its one name; all cached for good.
    for (const [releaseId, text] of [[first.releaseId, 'first of two'], [second.releaseId, 'second of two']]) {
      const entry = await shared(`remoteEntry.${releaseId}.js`);
      assert.equal(entry.body, `var mf_chat = "${text}";`);
      assert.equal(entry.headers['cache-control'], IMMUTABLE_CACHE, "an entry named by its release never changes");
    }
    const chunk = await shared(CHUNK);
    assert.equal(chunk.body, 'console.log("chat routes");');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE_CACHE);
    // What browsers never load is not there: the manifests, the server bundle.
    for (const file of [RELEASE_MANIFEST_FILE, 'remote-part.json', 'first-screen.cjs', 'remoteEntry.js']) assert.equal((await shared(file)).statusCode, 404, file);

    // A chunk named as one already shared, with other bytes, is refused whole, and the store keeps no part of it.
    // A source map holds where its build ran: two maps of the same code under one name both publish, the first kept.
    const mapped = await chatBuild('mapped one');
    await fs.writeFile(path.join(mapped, `${CHUNK}.map`), '{"sources":["/ci/one/src/routes.tsx"]}');
    const mappedAgain = await chatBuild('mapped two');
    await fs.writeFile(path.join(mappedAgain, `${CHUNK}.map`), '{"sources":["/ci/two/src/routes.tsx"]}');
    await store.publish('mf-chat', mapped);
    await store.publish('mf-chat', mappedAgain);
    assert.equal((await shared(`${CHUNK}.map`)).body, '{"sources":["/ci/one/src/routes.tsx"]}');

    const releasesInStore = async () => (await fs.readdir(path.dirname(store.pathOf('mf-chat', first.releaseId)))).filter((name) => /^[0-9a-f]{16}$/.test(name)).sort();
    const before = await releasesInStore();
    const clashing = await chatBuild('third');
    await fs.writeFile(path.join(clashing, CHUNK), 'console.log("other code under the same name");');
    await assert.rejects(store.publish('mf-chat', clashing), /src_routes_tsx\.0a1b2c3d4e\.js is already in the store with other content/);
    assert.equal((await shared(CHUNK)).body, 'console.log("chat routes");');
    assert.deepEqual(await releasesInStore(), before);

    // A release leaves: its entry leaves the shared folder, the chunk another release lists stays.
    await store.remove('mf-chat', first.releaseId);
    await store.pruneShared('mf-chat');
    assert.equal((await shared(`remoteEntry.${first.releaseId}.js`)).statusCode, 404);
    assert.equal((await shared(`remoteEntry.${second.releaseId}.js`)).statusCode, 200);
    assert.equal((await shared(CHUNK)).statusCode, 200);
    for (const releaseId of await releasesInStore()) await store.remove('mf-chat', releaseId);
    await store.pruneShared('mf-chat');
    assert.equal((await shared(CHUNK)).statusCode, 404, 'no release lists it any more');

    // A store from before releases were shared: the server shares what it has registered when it starts.
    const kept = await publish('kept across a restart');
    await fs.rm(path.join(path.dirname(store.pathOf('mf-chat', kept)), 'files'), { recursive: true });
    assert.equal((await shared(`remoteEntry.${kept}.js`)).statusCode, 404);
    await s.t.app.releases.shareStored();
    assert.equal((await shared(`remoteEntry.${kept}.js`)).statusCode, 200);
  });

  it("refuses a release in this server's store whose files were changed after it was published", async () => {
    const { releaseId } = await s.t.app.releases.store.publish('mf-chat', await chatBuild('tampered in the store'));
    await fs.writeFile(path.join(s.t.app.releases.store.pathOf('mf-chat', releaseId), CHUNK), 'console.log("not what was built");');
    const refused = await call('POST', '/api/releases/mf-chat', { releaseId }, await operator());
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, new RegExp(`^Release ${releaseId} is refused: its files hash to [0-9a-f]{16}, not to its id`));
  });

  it('promotes, lists what is live with its commit and build time, rolls back, and keeps the history', async () => {
    const first = await publish('one', 'c0mm1t000001');
    const second = await publish('two', 'c0mm1t000002');
    const promoted = await call('POST', '/api/releases/mf-chat/promote', { releaseId: first, reason: 'first release' });
    assert.equal(promoted.statusCode, 200, promoted.body);
    later();
    assert.deepEqual((await chatEntry())?.release, { id: first, commit: 'c0mm1t000001', builtAt: '2026-06-01T00:00:00.000Z' });
    assert.equal((await chatEntry())?.entry, `/releases/mf-chat/files/remoteEntry.${first}.js`);
    // The shell loads the entry with its integrity: the bytes the server hashed.
    assert.equal((await chatEntry())?.integrity, sha384('var mf_chat = "one";'));

    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: first, reason: 'again' })).json().message, ALREADY_LIVE);
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: second, reason: 'the fix' }, await operator())).statusCode, 200);
    later();
    assert.equal((await chatEntry())?.release?.id, second);

    const rolledBack = await call('POST', '/api/releases/mf-chat/rollback', { reason: 'the fix broke chat' });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    later();
    assert.equal((await chatEntry())?.release?.id, first, 'back to the release live before');

    const described = (await call('GET', '/api/releases/mf-chat')).json<RemoteReleases>();
    assert.equal(described.live?.releaseId, first);
    assert.deepEqual(
      described.history.map((change) => [change.action, change.releaseId, change.previousReleaseId, change.reason]),
      [
        ['rollback', first, second, 'the fix broke chat'],
        ['promote', second, first, 'the fix'],
        ['promote', first, null, 'first release'],
      ],
    );
    assert.equal(described.history[1].by, 'chat team CI', "the release token's name");
    assert.match(described.history[0].by, /\w/);
    // Every change is in the audit log: the admin's with their account, the command's with its token's name.
    const audit = (await call('GET', '/api/users/admin/audit-log')).json<{ entries: Array<{ action: string; reason: string | null; actorLabel: string | null }> }>().entries;
    assert.deepEqual(
      audit.filter((entry) => entry.action.startsWith('release.') && !entry.action.startsWith('release.token')).map((entry) => [entry.action, entry.reason, entry.actorLabel]),
      [
        ['release.rollback', 'the fix broke chat', null],
        ['release.promote', 'the fix', 'chat team CI'],
        ['release.promote', 'first release', null],
      ],
    );
  });

  it('rolls back through the releases live before, one at a time, never to the release just left', async () => {
    const fresh = await createTestApp(kind, { clock });
    try {
      const admin = await signedInUser(fresh.app);
      await makeAdmin(fresh, admin.user.id);
      const act = (url: string, payload: object) => fresh.app.inject({ method: 'POST', url, payload, headers: admin.headers });
      const ids: string[] = [];
      for (const text of ['a', 'b', 'c']) {
        const { releaseId } = await fresh.app.releases.store.publish('mf-chat', await chatBuild(`stack ${text}`));
        await fresh.app.releases.register('mf-chat', { releaseId });
        assert.equal((await act('/api/releases/mf-chat/promote', { releaseId, reason: text })).statusCode, 200);
        ids.push(releaseId);
      }
      const [a, b, c] = ids;
      const described = async () => (await fresh.app.inject({ url: '/api/releases/mf-chat', headers: admin.headers })).json<RemoteReleases>();
      assert.equal((await described()).rollbackTo, b);
      assert.equal((await act('/api/releases/mf-chat/rollback', { reason: 'c broke' })).json<RemoteReleases>().live?.releaseId, b);
      assert.equal((await described()).rollbackTo, a, 'not back to c, the release just left');
      assert.equal((await act('/api/releases/mf-chat/rollback', { reason: 'b broke too' })).json<RemoteReleases>().live?.releaseId, a);
      assert.equal((await described()).rollbackTo, null);
      assert.equal((await act('/api/releases/mf-chat/rollback', { reason: 'again' })).json().message, NOTHING_TO_ROLL_BACK);
      // A promote after rollbacks: back to what was live before it.
      assert.equal((await act('/api/releases/mf-chat/promote', { releaseId: c, reason: 'c fixed' })).statusCode, 200);
      assert.equal((await described()).rollbackTo, a);
      assert.deepEqual(
        (await described()).history.map((entry) => [entry.action, entry.previousReleaseId, entry.releaseId]),
        [
          ['promote', a, c],
          ['rollback', b, a],
          ['rollback', c, b],
          ['promote', b, c],
          ['promote', a, b],
          ['promote', null, a],
        ],
      );
    } finally {
      await fresh.close();
    }
  });

  it('promotes one of two releases racing for a remote at a time: every change is recorded in order', async () => {
    const [a, b] = [await publish('race a'), await publish('race b')];
    const answers = await Promise.all([
      call('POST', '/api/releases/mf-chat/promote', { releaseId: a, reason: 'a' }),
      call('POST', '/api/releases/mf-chat/promote', { releaseId: b, reason: 'b' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200]);
    const described = (await call('GET', '/api/releases/mf-chat')).json<RemoteReleases>();
    const [newest, before] = described.history;
    assert.equal(newest.previousReleaseId, before.releaseId, 'the second change saw the first');
    assert.equal(described.live?.releaseId, newest.releaseId);
  });

  it('refuses a rollback with nothing before, a release it does not know, and callers who are not admins', async () => {
    const fresh = await createTestApp(kind, { clock });
    try {
      const admin = await signedInUser(fresh.app);
      await makeAdmin(fresh, admin.user.id);
      const nothing = await fresh.app.inject({ method: 'POST', url: '/api/releases/mf-chat/rollback', payload: { reason: 'x' }, headers: admin.headers });
      assert.deepEqual([nothing.statusCode, nothing.json().message], [409, NOTHING_TO_ROLL_BACK]);
      const unknown = await fresh.app.inject({ method: 'POST', url: '/api/releases/mf-chat/promote', payload: { releaseId: '0123456789abcdef', reason: 'x' }, headers: admin.headers });
      assert.equal(unknown.statusCode, 404);
      const member = await signedInUser(fresh.app);
      assert.equal((await fresh.app.inject({ url: '/api/releases', headers: member.headers })).statusCode, 403);
      assert.equal((await fresh.app.inject({ url: '/api/releases' })).statusCode, 401);
      const noReason = await fresh.app.inject({ method: 'POST', url: '/api/releases/mf-chat/rollback', payload: { reason: ' ' }, headers: admin.headers });
      assert.equal(noReason.json().field, 'reason');
    } finally {
      await fresh.close();
    }
  });

  it('shows an admin the release they preview, in their browser only', async () => {
    const live = await publish('live one');
    const candidate = await publish('candidate');
    await call('POST', '/api/releases/mf-chat/promote', { releaseId: live, reason: 'live' });
    const previewed = await call('POST', '/api/releases/preview', { remote: 'mf-chat', releaseId: candidate });
    assert.equal(previewed.statusCode, 200, previewed.body);
    const cookie = String(previewed.headers['set-cookie']).split(';')[0];
    assert.match(String(previewed.headers['set-cookie']), /HttpOnly/);
    later();
    assert.equal((await chatEntry({ cookie }))?.release?.id, candidate, 'the previewing browser');
    assert.equal((await chatEntry())?.release?.id, live, 'everyone else');
    assert.equal((await chatEntry({ cookie: 'release_preview=forged' }))?.release?.id, live, 'a forged cookie changes nothing');
    const forCommand = await call('POST', '/api/releases/preview', { remote: 'mf-chat', releaseId: candidate }, await operator());
    const commandCookie = String(forCommand.headers['set-cookie']).split(';')[0];
    assert.equal((await chatEntry({ cookie: commandCookie }))?.release?.id, candidate, "the release command's contract-check browser");
    const member = await signedInUser(s.t.app);
    assert.equal((await call('POST', '/api/releases/preview', { remote: 'mf-chat', releaseId: candidate }, member.headers)).statusCode, 403);
  });

  it("refuses, in one line, a release whose shared versions the live shell does not provide; the shell's own check names what it would break", async () => {
    const hostKit = path.join(s.t.staticRoot, 'shell', 'dist', 'host-kit.json');
    await fs.mkdir(path.dirname(hostKit), { recursive: true });
    await fs.writeFile(hostKit, JSON.stringify({ provides: { react: '19.2.0', 'react-router-dom': '7.18.5' }, modules: [] }));
    try {
      const { releaseId: old } = await s.t.app.releases.store.publish('mf-chat', await chatBuild('built on React 18', undefined, { react: '^18.2.0', 'react-router-dom': '6.30.0' }));
      const refused = await call('POST', '/api/releases/mf-chat', { releaseId: old }, await operator());
      assert.equal(refused.statusCode, 409);
      await assert.rejects(fs.stat(s.t.app.releases.store.pathOf('mf-chat', old)), 'a build the gate refuses leaves the store');
      assert.equal(
        refused.json().message,
        `Release ${old} is refused: mf-chat requires react ^18.2.0; the shell provides 19.2.0; mf-chat requires react-router-dom 6.30.0; the shell provides 7.18.5.`,
      );
      const fitting = await publish('built on React 19');
      assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: fitting, reason: 'fits' })).statusCode, 200);

      const olderShell = await call('POST', '/api/releases/check-shell', { provides: { react: '18.3.1', 'react-router-dom': '7.18.5' } });
      assert.deepEqual(olderShell.json().mismatches, ['mf-chat requires react ^19.2.0; the shell provides 18.3.1']);
      assert.deepEqual((await call('POST', '/api/releases/check-shell', { provides: { react: '19.2.1' } })).json().mismatches, []);
    } finally {
      await fs.rm(hostKit);
    }
  });

  it('never makes live a release its checks refused, whoever promotes it, and removes its files from the store', async () => {
    const refused = await publish('breaks a widget');
    const problem = 'mf_chat/MessageDialog renders nothing with the props its host passes';
    const recorded = await call('POST', `/api/releases/mf-chat/${refused}/checks`, { problems: [problem] }, await operator());
    assert.equal(recorded.statusCode, 200, recorded.body);
    assert.deepEqual(
      recorded.json<RemoteReleases>().releases.find((release) => release.releaseId === refused)?.refusal,
      problem,
    );
    await assert.rejects(fs.stat(s.t.app.releases.store.pathOf('mf-chat', refused)), 'its files are gone');
    for (const headers of [s.admin.headers, await operator()]) {
      const promoted = await call('POST', '/api/releases/mf-chat/promote', { releaseId: refused, reason: 'try anyway' }, headers);
      assert.deepEqual([promoted.statusCode, promoted.json().message], [409, refusedByChecks(refused, problem)]);
    }
    const passed = await publish('fixed widget');
    assert.equal((await call('POST', `/api/releases/mf-chat/${passed}/checks`, { problems: [] }, await operator())).statusCode, 200);
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: passed, reason: 'checked' })).statusCode, 200);
  });

  it('is what every process serves, with no restart', async () => {
    const other = await createAppOnSameDatabase(s.t, { clock });
    try {
      const next = await publish('seen by the other process');
      await call('POST', '/api/releases/mf-chat/promote', { releaseId: next, reason: 'ship' });
      later();
      const seen = (await other.inject({ url: '/remotes.json' })).json<RemoteManifest>().remotes.find((remote) => remote.name === 'mf_chat');
      assert.equal(seen?.release?.id, next);
    } finally {
      await other.close();
    }
  });
});

describeEachDatabase('a release on another origin', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  let origin: http.Server;
  let originUrl: string;
  /** The team's folder its host serves, as `releases -- publish --to` writes it. */
  let teamDir: string;
  /** What the host answers for release.json instead of the file, when set. */
  let manifestAnswer: { status: number; body: string } | null = null;
  /** Every path the other origin was asked for. */
  const asked: string[] = [];
  const s = suiteFixture(async () => {
    teamDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-team-host-'));
    origin = http.createServer((request, response) => {
      const url = request.url ?? '/';
      asked.push(url);
      if (manifestAnswer && url.endsWith(`/${RELEASE_MANIFEST_FILE}`)) {
        const redirect = manifestAnswer.status >= 300 && manifestAnswer.status < 400 ? { location: `${originUrl.replace('127.0.0.1', 'localhost')}/elsewhere` } : {};
        return void response.writeHead(manifestAnswer.status, { 'content-type': 'application/json', ...redirect }).end(manifestAnswer.body);
      }
      fs.readFile(path.join(teamDir, decodeURIComponent(url.split('?')[0]))).then(
        (body) => response.writeHead(200).end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    // RELEASE_ORIGINS: the team's host, and no other.
    const t = await createTestApp(kind, { clock, releaseOrigins: [originUrl] });
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    return { t, admin };
  });
  after(async () => {
    await new Promise<void>((resolve) => origin.close(() => resolve()));
    await fs.rm(teamDir, { recursive: true, force: true });
  });

  /** A build of mf-chat published into the team's folder; its id and base URL on the host. */
  async function hosted(text: string): Promise<{ releaseId: string; base: string }> {
    const { releaseId } = await createReleaseStore(teamDir).publish('mf-chat', await chatBuild(text, 'e1sewhere123'));
    return { releaseId, base: `${originUrl}/mf-chat/${releaseId}` };
  }
  const call = (url: string, payload: object) => s.t.app.inject({ method: 'POST', url, payload, headers: s.admin.headers });
  const chatEntry = async () => (await s.t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>().remotes.find((remote) => remote.name === 'mf_chat');

  it('is read and hashed from its origin, listed with its entry there, and its origin is allowed by the content security policy', async () => {
    const { releaseId, base } = await hosted('elsewhere one');
    // The team's release.json claims other integrity (it is not part of the id): the server keeps what it computed.
    const teamManifest = path.join(teamDir, 'mf-chat', releaseId, RELEASE_MANIFEST_FILE);
    const claimed = JSON.parse(await fs.readFile(teamManifest, 'utf8'));
    const forged = sha384('var mf_chat = "not what is served";');
    await fs.writeFile(teamManifest, JSON.stringify({ ...claimed, integrity: { ...claimed.integrity, 'remoteEntry.js': forged, [CHUNK]: forged } }));
    const registered = await call('/api/releases/mf-chat', { baseUrl: base });
    assert.equal(registered.statusCode, 201, registered.body);
    assert.ok(asked.includes(`/mf-chat/${releaseId}/${CHUNK}`), 'its files were fetched to be hashed');
    const policyBefore = String((await s.t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    assert.ok(!policyBefore.includes('127.0.0.1'));
    assert.equal((await call('/api/releases/mf-chat/promote', { releaseId, reason: 'hosted elsewhere' })).statusCode, 200);
    clock.advance(LIVE_RELEASES_TTL_MS);
    assert.equal((await chatEntry())?.entry, `${base}/remoteEntry.js`);
    // The same release, checked and kept here, for when its host fails.
    const fallback = (await chatEntry())?.fallbackEntry;
    assert.equal(fallback, `/releases/mf-chat/files/remoteEntry.${releaseId}.js`);
    const copy = await s.t.app.inject({ url: fallback });
    assert.equal(copy.statusCode, 200);
    assert.equal(copy.body, await fs.readFile(path.join(teamDir, 'mf-chat', releaseId, 'remoteEntry.js'), 'utf8'));
    // One integrity for the entry on the host and its copy here: the bytes the server fetched and hashed, not the team's claim.
    assert.equal((await chatEntry())?.integrity, sha384(copy.body));
    const kept = JSON.parse((await s.t.app.inject({ url: `/releases/mf-chat/${releaseId}/${RELEASE_MANIFEST_FILE}` })).body);
    assert.equal(kept.integrity[CHUNK], sha384(await fs.readFile(path.join(teamDir, 'mf-chat', releaseId, CHUNK))));
    assert.notEqual(kept.integrity[CHUNK], forged);
    const policy = String((await s.t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const originText = originUrl.replace(/[.]/g, '\\.');
    assert.match(policy, new RegExp(`script-src [^;]*${originText}`));
    assert.match(policy, new RegExp(`connect-src [^;]*${originText}`));
  });

  it('refuses files that do not hash to the id they claim, an id pointed at another place, and a file changed on the host before a promote', async () => {
    const live = (await chatEntry())?.release?.id;
    assert.ok(live);
    // A folder holding new files but claiming the live release's id.
    const { releaseId: other, base: otherBase } = await hosted('new files');
    const claiming = path.join(teamDir, 'mf-chat', live.replace(/./, 'f'));
    await fs.cp(path.join(teamDir, 'mf-chat', other), claiming, { recursive: true });
    const manifestPath = path.join(claiming, RELEASE_MANIFEST_FILE);
    const claimed = live.replace(/./, 'f');
    await fs.writeFile(manifestPath, JSON.stringify({ ...JSON.parse(await fs.readFile(manifestPath, 'utf8')), releaseId: claimed }));
    const mismatch = await call('/api/releases/mf-chat', { baseUrl: `${originUrl}/mf-chat/${claimed}` });
    assert.deepEqual([mismatch.statusCode, mismatch.json().message], [409, contentMismatch(claimed, other)]);

    // The live release's id registered again from another place: never re-pointed.
    await fs.cp(path.join(teamDir, 'mf-chat', live), path.join(teamDir, 'copy', 'mf-chat', live), { recursive: true });
    const moved = await call('/api/releases/mf-chat', { baseUrl: `${originUrl}/copy/mf-chat/${live}` });
    assert.deepEqual([moved.statusCode, moved.json().message], [409, repointed(live, `${originUrl}/mf-chat/${live}`)]);

    // Registered whole, then a chunk changed on the host: the promote reads it again and refuses it.
    assert.equal((await call('/api/releases/mf-chat', { baseUrl: otherBase })).statusCode, 201);
    await fs.writeFile(path.join(teamDir, 'mf-chat', other, CHUNK), 'console.log("changed on the host");');
    const promoted = await call('/api/releases/mf-chat/promote', { releaseId: other, reason: 'try' });
    assert.equal(promoted.statusCode, 409);
    assert.match(promoted.json().message, new RegExp(`^Release ${other} is refused: its files hash to [0-9a-f]{16}, not to its id`));
    clock.advance(LIVE_RELEASES_TTL_MS);
    assert.equal((await chatEntry())?.release?.id, live, 'the live release stays');
  });

  it('keeps the live release when a release manifest cannot be read from its origin', async () => {
    const live = (await chatEntry())?.release?.id;
    const { releaseId, base } = await hosted('manifest breaks later');
    assert.equal((await call('/api/releases/mf-chat', { baseUrl: base })).statusCode, 201);
    manifestAnswer = { status: 500, body: 'broken' };
    try {
      const refused = await call('/api/releases/mf-chat/promote', { releaseId, reason: 'try' });
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json().message, /cannot be read, so mf-chat stays on its live release/);
      clock.advance(LIVE_RELEASES_TTL_MS);
      assert.equal((await chatEntry())?.release?.id, live);
      manifestAnswer = { status: 200, body: '{"not":"a release"}' };
      assert.equal((await call('/api/releases/mf-chat', { baseUrl: base.replace(/[0-9a-f]{16}$/, 'aaaaaaaaaaaaaaaa') })).statusCode, 400);
    } finally {
      manifestAnswer = null;
    }
  });

  it('fetches nothing from an origin RELEASE_ORIGINS does not list, nor from a redirect of one it does', async () => {
    const before = asked.length;
    for (const elsewhere of ['http://169.254.169.254/latest/meta-data', 'http://127.0.0.1:9/x', originUrl.replace('127.0.0.1', 'localhost')]) {
      const refused = await call('/api/releases/mf-chat', { baseUrl: elsewhere });
      assert.equal(refused.statusCode, 400, elsewhere);
      assert.deepEqual(refused.json(), { message: originNotAllowed(new URL(elsewhere).origin), field: 'baseUrl' });
    }
    assert.equal(asked.length, before, 'no request left the server');
    manifestAnswer = { status: 302, body: '' };
    try {
      const redirected = await call('/api/releases/mf-chat', { baseUrl: `${originUrl}/mf-chat/abababababababab` });
      assert.equal(redirected.statusCode, 400, 'a redirect is not followed');
      assert.deepEqual(asked.slice(before), ['/mf-chat/abababababababab/release.json'], 'only the listed origin was asked, once');
    } finally {
      manifestAnswer = null;
    }
  });
});
