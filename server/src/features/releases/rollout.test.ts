// Staged rollouts: a candidate given to a share of browsers by their bucket cookie
// (sticky), beside the live release; what browsers report of each release (counted,
// validated, limited per address); the rollout ended by the server when the
// candidate's error rate is too high, once, even with two processes; widened to
// everyone by a promote; a host that fails browsers shown until it serves them again.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { createReleaseStore } from './release-store';
import { chatBuild, madeReleaseToken } from './release-test-helpers';
import { BUCKET_COOKIE } from './rollout-bucket';
import { rolloutVerdict } from './rollout-health';
import { LIVE_RELEASES_TTL_MS, NOTHING_LIVE_TO_STAGE } from './service';

const LIMITS = { minLoads: 4, marginPercent: 10 };

describe('the automatic rollback decision', () => {
  const counts = (loads: number, errors: number, releaseId = 'x') => ({ releaseId, loads, errors });
  it('waits for the candidate to have enough loads', () => {
    assert.equal(rolloutVerdict(counts(10, 0), counts(3, 3), LIMITS), null);
  });
  it('ends a rollout whose candidate fails more often than the live release by more than the margin', () => {
    assert.equal(rolloutVerdict(counts(10, 0), counts(5, 2), LIMITS), 'automatic: error rate 40% vs 0% over 5 loads');
    assert.equal(rolloutVerdict(undefined, counts(4, 4), LIMITS), 'automatic: error rate 100% vs 0% over 4 loads', 'no reports of the live release: a rate of 0');
  });
  it('keeps a rollout within the margin, and counts at most one error a load', () => {
    assert.equal(rolloutVerdict(counts(10, 1), counts(5, 1), LIMITS), null, '20% vs 10%: 10 points, not more');
    assert.equal(rolloutVerdict(counts(10, 10), counts(5, 40), LIMITS), null, 'both fail on every load');
  });
});

describeEachDatabase('a staged rollout', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  const s = suiteFixture(async () => {
    const t = await createTestApp(kind, { clock, rolloutLimits: LIMITS, limits: { clientReportsPerIpPerMinute: 5 } });
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    return { t, admin };
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = s.admin.headers) =>
    s.t.app.inject({ method, url, payload, headers });
  let address = 0;
  /** Reports from their own address each, so the per-address limit only meets the test that looks for it. */
  const report = (reports: object[], remoteAddress = `10.0.0.${++address}`) =>
    s.t.app.inject({ method: 'POST', url: '/api/releases/client-reports', payload: { reports }, remoteAddress });
  async function publish(text: string): Promise<string> {
    const { releaseId } = await s.t.app.releases.store.publish('mf-chat', await chatBuild(text));
    assert.equal((await call('POST', '/api/releases/mf-chat', { releaseId })).statusCode, 201);
    return releaseId;
  }
  const chatFor = async (bucket?: number) => {
    const answer = await s.t.app.inject({ url: '/remotes.json', cookies: bucket === undefined ? {} : { [BUCKET_COOKIE]: String(bucket) } });
    return { answer, release: answer.json<RemoteManifest>().remotes.find((remote) => remote.name === 'mf_chat')?.release?.id };
  };
  const describeChat = async () => (await call('GET', '/api/releases/mf-chat')).json<RemoteReleases>();
  const later = () => clock.advance(LIVE_RELEASES_TTL_MS);
  let live: string;
  let candidate: string;

  it('needs a live release to keep for the other browsers', async () => {
    const first = await publish('first');
    const refused = await call('POST', '/api/releases/mf-chat/promote', { releaseId: first, reason: 'straight to some', share: 10 });
    assert.deepEqual([refused.statusCode, refused.json().message], [409, NOTHING_LIVE_TO_STAGE]);
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: first, reason: 'first' })).statusCode, 200);
    live = first;
  });

  it('refuses a share that is not some of the browsers, naming the field', async () => {
    for (const share of [0, 100, 12.5, '10']) {
      const refused = await call('POST', '/api/releases/mf-chat/promote', { releaseId: live, reason: 'x', share });
      assert.equal(refused.statusCode, 400, String(share));
      assert.equal(refused.json().field, 'share');
    }
  });

  it('gives the candidate to the browsers whose bucket is below the share, the same on every load, and the live release to the rest', async () => {
    candidate = await publish('candidate');
    const { headers } = await madeReleaseToken(s.t.app, s.admin.headers);
    const started = await call('POST', '/api/releases/mf-chat/promote', { releaseId: candidate, reason: 'try on some', share: 10 }, headers);
    assert.equal(started.statusCode, 200, started.body);
    const described = started.json<RemoteReleases>();
    assert.equal(described.live?.releaseId, live, 'the live release stays live');
    assert.deepEqual(described.rollout, { releaseId: candidate, share: 10, since: clock.now().toISOString() });
    assert.deepEqual(
      [described.history[0].action, described.history[0].releaseId, described.history[0].previousReleaseId, described.history[0].share, described.history[0].by],
      ['rollout', candidate, live, 10, 'chat team CI'],
    );
    assert.equal(described.rollbackTo, null, 'a rollout leaves where a rollback of the live release goes');
    for (const bucket of [0, 9]) assert.equal((await chatFor(bucket)).release, candidate, `bucket ${bucket}`);
    for (const bucket of [10, 99]) assert.equal((await chatFor(bucket)).release, live, `bucket ${bucket}`);
    later();
    assert.equal((await chatFor(9)).release, candidate, 'sticky: the same on a later load');
    assert.equal((await chatFor(Number.NaN)).release, live, 'a cookie that is no bucket: the live release');

    const audit = (await call('GET', '/api/users/admin/audit-log')).json<{ entries: Array<{ action: string; actorLabel: string | null }> }>().entries;
    assert.equal(audit.find((entry) => entry.action === 'release.rollout')?.actorLabel, 'chat team CI');
  });

  it('gives a browser with no bucket the live releases, and a bucket for good with the answer to its first report', async () => {
    const { answer, release } = await chatFor();
    assert.equal(release, live);
    assert.equal(answer.cookies.length, 0, "the manifest's answer sets no cookie: the page's preload of it stays usable");
    const entry = { remote: 'mf-chat', releaseId: live, loads: 0, errors: 0, fellBack: 0, fromHost: 0 };
    const reported = await report([entry]);
    const cookie = reported.cookies.find((made) => made.name === BUCKET_COOKIE);
    assert.ok(cookie && /^\d{1,2}$/.test(cookie.value), 'a bucket of 0..99');
    assert.ok((cookie.maxAge ?? 0) > 300 * 24 * 3600);
    const again = await s.t.app.inject({ method: 'POST', url: '/api/releases/client-reports', payload: { reports: [entry] }, cookies: { [BUCKET_COOKIE]: '5' }, remoteAddress: '10.3.0.1' });
    assert.equal(again.cookies.length, 0, 'a browser that has one keeps it');
  });

  it("counts the live release's and the candidate's loads and errors, and ignores releases neither", async () => {
    const other = await publish('neither');
    const answer = await report([
      { remote: 'mf-chat', releaseId: live, loads: 3, errors: 0, fellBack: 0, fromHost: 0 },
      { remote: 'mf-chat', releaseId: candidate, loads: 1, errors: 0, fellBack: 0, fromHost: 0 },
      { remote: 'mf-chat', releaseId: other, loads: 9, errors: 9, fellBack: 0, fromHost: 0 },
    ]);
    assert.equal(answer.statusCode, 204, answer.body);
    await report([{ remote: 'mf-chat', releaseId: live, loads: 1, errors: 1, fellBack: 0, fromHost: 0 }]);
    assert.deepEqual(
      (await describeChat()).reports.sort((a, b) => a.loads - b.loads),
      [
        { releaseId: candidate, loads: 1, errors: 0 },
        { releaseId: live, loads: 4, errors: 1 },
      ],
    );
  });

  it('refuses a report that is not one with 400 naming the field, and counts nothing of it', async () => {
    const before = (await describeChat()).reports;
    const entry = { remote: 'mf-chat', releaseId: live, loads: 1, errors: 0, fellBack: 0, fromHost: 0 };
    const cases: Array<[object, string]> = [
      [{ reports: [] }, 'reports'],
      [{ reports: [{ ...entry, remote: 'mf-nothing' }] }, 'reports.0.remote'],
      [{ reports: [{ ...entry, releaseId: '../../etc' }] }, 'reports.0.releaseId'],
      [{ reports: [{ ...entry, loads: -1 }] }, 'reports.0.loads'],
      [{ reports: [{ ...entry, errors: 1_000_000 }] }, 'reports.0.errors'],
      [{ reports: [{ ...entry, extra: 1 }] }, 'reports.0.extra'],
      [{ reports: Array.from({ length: 11 }, () => entry) }, 'reports'],
    ];
    for (const [payload, field] of cases) {
      const refused = await s.t.app.inject({ method: 'POST', url: '/api/releases/client-reports', payload, remoteAddress: `10.1.0.${++address}` });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(refused.json().field, field);
    }
    assert.deepEqual((await describeChat()).reports, before);
  });

  it('limits the reports one address sends', async () => {
    const entry = { remote: 'mf-chat', releaseId: live, loads: 0, errors: 0, fellBack: 0, fromHost: 0 };
    for (let sent = 0; sent < 5; sent += 1) assert.equal((await report([entry], '10.9.9.9')).statusCode, 204);
    const refused = await report([entry], '10.9.9.9');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await report([entry], '10.9.9.10')).statusCode, 204, 'another address is not limited');
  });

  it('ends the rollout, once, when the candidate fails too often, with the numbers as the reason', async () => {
    const other = await createAppOnSameDatabase(s.t, { clock, rolloutLimits: LIMITS });
    try {
      const failing = { remote: 'mf-chat', releaseId: candidate, loads: 1, errors: 1, fellBack: 0, fromHost: 0 };
      await report([failing]);
      assert.ok((await describeChat()).rollout, '2 loads of the candidate: not judged yet');
      // The fourth load arrives at both processes at once: one ends the rollout, the other finds it ended.
      await report([failing]);
      const both = await Promise.all(
        [s.t.app, other].map((app) => app.inject({ method: 'POST', url: '/api/releases/client-reports', payload: { reports: [failing] }, remoteAddress: `10.2.0.${++address}` })),
      );
      assert.deepEqual(both.map((answer) => answer.statusCode), [204, 204]);
      const described = await describeChat();
      assert.equal(described.rollout, null);
      assert.equal(described.live?.releaseId, live);
      const ended = described.history.filter((change) => change.action === 'end-rollout');
      assert.equal(ended.length, 1, 'ended once');
      assert.deepEqual([ended[0].releaseId, ended[0].previousReleaseId, ended[0].by], [live, candidate, 'automatic']);
      assert.match(ended[0].reason, /^automatic: error rate (75|80)% vs 25% over [45] loads$/);
      later();
      assert.equal((await chatFor(0)).release, live, 'every browser is back on the live release');
    } finally {
      await other.close();
    }
  });

  it('is widened to everyone by a promote of the candidate, and ended by a rollback', async () => {
    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: candidate, reason: 'again, to some', share: 50 })).statusCode, 200);
    const ended = await call('POST', '/api/releases/mf-chat/rollback', { reason: 'not yet' });
    assert.equal(ended.statusCode, 200);
    assert.deepEqual([ended.json<RemoteReleases>().history[0].action, ended.json<RemoteReleases>().live?.releaseId], ['end-rollout', live]);

    assert.equal((await call('POST', '/api/releases/mf-chat/promote', { releaseId: candidate, reason: 'to some', share: 20 })).statusCode, 200);
    const widened = await call('POST', '/api/releases/mf-chat/promote', { releaseId: candidate, reason: 'to everyone' });
    assert.equal(widened.statusCode, 200);
    const described = widened.json<RemoteReleases>();
    assert.equal(described.live?.releaseId, candidate);
    assert.equal(described.rollout, null);
    assert.equal(described.rollbackTo, live, 'a rollback goes back to the release live before the widening');
    later();
    for (const bucket of [0, 99]) assert.equal((await chatFor(bucket)).release, candidate);
  });
});

describeEachDatabase('a rollout on another origin, and its host failing', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  let origin: http.Server;
  let originUrl: string;
  let teamDir: string;
  const s = suiteFixture(async () => {
    teamDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-team-host-'));
    origin = http.createServer((request, response) => {
      fs.readFile(path.join(teamDir, decodeURIComponent((request.url ?? '/').split('?')[0]))).then(
        (body) => response.writeHead(200).end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    const t = await createTestApp(kind, { clock, releaseOrigins: [originUrl] });
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    return { t, admin };
  });
  after(async () => {
    await new Promise<void>((resolve) => origin.close(() => resolve()));
    await fs.rm(teamDir, { recursive: true, force: true });
  });
  const call = (url: string, payload?: object) => s.t.app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: s.admin.headers });
  const report = (releaseId: string, counts: { fellBack?: number; fromHost?: number }) =>
    s.t.app.inject({ method: 'POST', url: '/api/releases/client-reports', payload: { reports: [{ remote: 'mf-chat', releaseId, loads: 1, errors: 0, fellBack: 0, fromHost: 0, ...counts }] } });

  it("allows the candidate's origin in the policy of the browsers that get it, and no other's", async () => {
    const { releaseId: local } = await s.t.app.releases.store.publish('mf-chat', await chatBuild('here'));
    assert.equal((await call('/api/releases/mf-chat', { releaseId: local })).statusCode, 201);
    assert.equal((await call('/api/releases/mf-chat/promote', { releaseId: local, reason: 'here' })).statusCode, 200);
    const { releaseId } = await createReleaseStore(teamDir).publish('mf-chat', await chatBuild('elsewhere'));
    assert.equal((await call('/api/releases/mf-chat', { baseUrl: `${originUrl}/mf-chat/${releaseId}` })).statusCode, 201);
    assert.equal((await call('/api/releases/mf-chat/promote', { releaseId, reason: 'some, from the team host', share: 30 })).statusCode, 200);
    const policyFor = async (bucket: number) => String((await s.t.app.inject({ url: '/', cookies: { [BUCKET_COOKIE]: String(bucket) } })).headers['content-security-policy']);
    assert.match(await policyFor(29), new RegExp(`script-src [^;]*${originUrl.replace(/[.]/g, '\\.')}`));
    assert.ok(!(await policyFor(30)).includes(originUrl));
    // Widened: the team's host is where everyone loads it from.
    assert.equal((await call('/api/releases/mf-chat/promote', { releaseId, reason: 'everyone' })).statusCode, 200);
  });

  it('says since when browsers load a release from the site\'s copy as its host fails them, until loads from the host succeed again', async () => {
    const described = async () => (await call('/api/releases/mf-chat')).json<RemoteReleases>();
    const hosted = (await described()).live!.releaseId;
    const downSince = async () => (await described()).releases.find((release) => release.releaseId === hosted)?.hostDownSince;
    assert.equal(await downSince(), null);
    clock.advance(60_000);
    const failedAt = clock.now().toISOString();
    assert.equal((await report(hosted, { fellBack: 1 })).statusCode, 204);
    clock.advance(60_000);
    await report(hosted, { fellBack: 2 });
    assert.equal(await downSince(), failedAt, 'since the first report');
    await report(hosted, { fromHost: 1 });
    assert.equal(await downSince(), null);
  });
});
