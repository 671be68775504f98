// The one error shape, and no input that makes the server answer 500.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { it } from 'node:test';
import { PAGE_DATA_SCRIPT } from '@marketplace/shared-api/api/page-data-markup';
import { createTestApp, describeEachDatabase, signedInSuite } from '../test/test-app';
import { registration, signedInUser } from '../test/fixtures';
import { FRONT_END_NOT_BUILT } from './static';

describeEachDatabase('errors and hostile input', (kind) => {
  const s = signedInSuite(kind);

  it('answers 400 for malformed JSON', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc", ',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'The request body is not valid JSON' });
  });

  it('refuses a prototype-poisoning body', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"isAdmin":true}}',
    });
    assert.equal(response.statusCode, 400);
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(typeof response.json<{ message: string }>().message, 'string');
  });

  it('answers 404 { message: "Not found" } for unknown /api routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH'] as const) {
      const response = await s.t.app.inject({ method, url: '/api/no/such/route' });
      assert.equal(response.statusCode, 404, method);
      assert.deepEqual(response.json(), { message: 'Not found' });
    }
  });

  it('tags every answer with a request id', async () => {
    const response = await s.t.app.inject({ url: '/api/no/such/route' });
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('sends security headers with the agreed content security policy', async () => {
    const response = await s.t.app.inject({ url: '/api/users/verify' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self'",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
    ]) {
      assert.ok(csp.includes(directive), `CSP has ${directive}: ${csp}`);
    }
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('allows one inline script, the page frame\'s that sends its first reads, by its hash', async () => {
    const response = await s.t.app.inject({ url: '/api/users/verify' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    const hash = createHash('sha256').update(PAGE_DATA_SCRIPT).digest('base64');
    assert.deepEqual(scriptSrc, ['script-src', "'self'", `'sha256-${hash}'`]);
  });

  const hostileValues: unknown[] = [
    "'; DROP TABLE users; --",
    "admin' OR '1'='1",
    'x'.repeat(100_000),
    { $gt: '' },
    { nested: { deeper: { deepest: ['a', { b: 1 }] } } },
    ['array', 'instead', 'of', 'string'],
    null,
    true,
    -1e308,
    '\u0000\u0001\uFFFF',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
  ];

  it('never answers 500 to hostile register and login bodies', async () => {
    const fields = ['username', 'email', 'password', 'firstName', 'role', 'skills', 'referralCode', 'salaryRate'];
    for (const value of hostileValues) {
      for (const field of fields) {
        const response = await s.t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration({ [field]: value }) });
        assert.ok(response.statusCode < 500, `register ${field}=${JSON.stringify(value).slice(0, 40)}: ${response.statusCode}`);
        assert.equal(typeof response.json<{ message: string }>().message === 'string' || response.statusCode === 201, true);
      }
      for (const field of ['username', 'password']) {
        const body = { username: 'someone', password: 'Secret123', [field]: value };
        const response = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
        assert.ok(response.statusCode < 500, `login ${field}: ${response.statusCode}`);
      }
    }
  });

  it('never answers 500 to hostile paths, queries and bodies on user routes', async () => {
    const paths = [
      "/api/users/'%20OR%201=1--",
      '/api/users/%00',
      '/api/users/find/%E0%A4%A',
      `/api/users/${'9'.repeat(5000)}`,
      '/api/users/upload-image?purpose[]=x&purpose=y',
      '/api/users/verify?__proto__[x]=1',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/mf-chat/..%2f..%2fpackage.json',
    ];
    for (const url of paths) {
      const response = await s.t.app.inject({ url, headers: s.headers });
      // 503 is the documented answer of the SPA fallback while no front end is built.
      const answered = response.statusCode < 500 || response.body === FRONT_END_NOT_BUILT;
      assert.ok(answered, `${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    for (const value of hostileValues) {
      const response = await s.t.app.inject({
        method: 'PUT',
        url: '/api/users/00000000-0000-4000-8000-000000000000/initial-profile-picture',
        headers: s.headers,
        payload: { profilePicture: value },
      });
      assert.ok(response.statusCode < 500, `profilePicture ${JSON.stringify(value).slice(0, 40)}: ${response.statusCode}`);
    }
  });

  it('refuses NUL characters, which PostgreSQL cannot store, with 400 naming the field', async () => {
    const response = await s.t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration({ firstName: 'A\u0000B' }) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Text cannot contain NUL characters', field: 'firstName' });
    const inQuery = await s.t.app.inject({ url: '/api/users/upload-image?purpose=a%00b' });
    assert.equal(inQuery.statusCode, 400);
  });

  it('answers 413 to a JSON body over the limit, and keeps serving', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(registration({ bio: 'x'.repeat(2_000_000) })),
    });
    assert.equal(response.statusCode, 413);
    assert.equal((await s.t.app.inject({ url: '/api/users/verify', headers: s.headers })).statusCode, 200);
  });
});

describeEachDatabase('unexpected failures', (kind) => {
  it('answers 500 { message: "Internal server error" } without details and logs the error with the request id', async () => {
    const logLines: string[] = [];
    const t = await createTestApp(kind, { logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } });
    try {
      const me = await signedInUser(t.app);
      // The database going away mid-flight is the kind of failure no input can cause.
      await t.database.close();
      const response = await t.app.inject({ url: '/api/users/verify', headers: me.headers });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), { message: 'Internal server error' });
      const requestId = String(response.headers['x-request-id']);
      const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; err?: unknown; level: number });
      assert.ok(logged.some((entry) => entry.reqId === requestId && entry.err && entry.level >= 50), logLines.join('\n'));
    } finally {
      // The database is closed (and, on PostgreSQL, dropped) already; close the rest.
      await t.app.close();
      await fs.rm(path.dirname(t.uploadsDir), { recursive: true, force: true });
    }
  });
});
