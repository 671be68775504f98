// PostgreSQL unavailable for a while: requests that need it answer 503 with
// Retry-After in the one error shape (never 500), the process stays up and
// answers what needs no database, and it recovers by itself when the
// database is back. The outage is a TCP proxy between the app and the real
// PostgreSQL (test/tcp-proxy.ts) that is cut and restored.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { signedInUser } from '../test/fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { isDatabaseUnavailable } from './errors';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SKIP_REASON = 'TEST_DATABASE_URL is not set: the outage test cuts the connection to a real PostgreSQL';

describe('database errors that mean "unavailable"', () => {
  it('recognises refused and dropped connections, shutdowns and connect timeouts, through drizzle causes', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    assert.equal(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))), true);
    assert.equal(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly'))), true);
    assert.equal(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect'))), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' })), true);
    assert.equal(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })])), true);
  });

  it('does not mistake a wrong query or a constraint for an outage', () => {
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })), false);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' })), false);
    assert.equal(isDatabaseUnavailable(new Error('something else')), false);
    assert.equal(isDatabaseUnavailable(null), false);
  });
});

describe('PostgreSQL unavailable for a while', () => {
  let proxy: TcpProxy | null = null;
  let t: TestApp | null = null;
  let headers: Record<string, string> = {};

  before(async () => {
    if (!databaseUrl) return;
    const target = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp('postgres', {}, { route: (url) => proxy!.urlFor(url) });
    headers = (await signedInUser(t.app)).headers;
  });
  after(async () => {
    // The database is dropped through the proxy's target, so it must be up for close().
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while it is away, stays up, and recovers when it is back', { skip: databaseUrl ? false : SKIP_REASON }, async () => {
    const app = t!.app;
    assert.equal((await app.inject({ url: '/api/bookings/made', headers })).statusCode, 200);

    await proxy!.cut();
    // A signed-in read (the auth hook itself reads the account), a public read and a login: all 503, none 500.
    for (const request of [
      { method: 'GET' as const, url: '/api/bookings/made', headers },
      { method: 'GET' as const, url: '/api/chats', headers },
      { method: 'POST' as const, url: '/api/auth/login', payload: { username: 'nobody_here', password: 'Secret123' } },
    ]) {
      const response = await app.inject(request);
      assert.equal(response.statusCode, 503, `${request.method} ${request.url}: ${response.body}`);
      assert.equal(response.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
      assert.deepEqual(response.json(), { message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // The process is up: a route that needs no database still answers.
    assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);

    await proxy!.restore();
    // No restart, no wait: the next request opens a fresh connection.
    const recovered = await app.inject({ url: '/api/bookings/made', headers });
    assert.equal(recovered.statusCode, 200, recovered.body);
    assert.equal((await app.inject({ url: '/api/chats', headers })).statusCode, 200);
  });
});
