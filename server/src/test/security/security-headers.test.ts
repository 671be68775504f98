// Security suite: the security headers (plugins/security.ts) go out
// on every kind of response: pages, assets, the API, uploads, the hosted
// checkout page, and errors of every origin (validation, auth, not found, the
// router's own, a body too large, a server error).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { INTERNAL_ERROR_MESSAGE } from '../../plugins/errors';
import { registration } from '../fixtures';
import { createTestApp, describeEachDatabase } from '../test-app';
import { createSecurityApp, REMOTE_SCRIPT, SHELL_SCRIPT, type SecurityApp } from './security-app';

/** Headers every response carries, with the value (or a pattern of it) each must have. */
const REQUIRED_HEADERS: Record<string, string | RegExp> = {
  // Scripts from this site, and one inline script by its hash: the page frame's (api/page-data-markup.ts).
  'content-security-policy': /default-src 'self';.*script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';.*object-src 'none';.*frame-ancestors 'none'/,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': /max-age=\d+/,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-request-id': /^[0-9a-f-]{36}$/,
};

function missingHeaders(kindOfResponse: string, response: LightMyRequestResponse): string[] {
  return Object.entries(REQUIRED_HEADERS).flatMap(([header, expected]) => {
    const value = response.headers[header];
    const ok = typeof expected === 'string' ? value === expected : expected.test(String(value ?? ''));
    return ok ? [] : [`${kindOfResponse} (${response.statusCode}): ${header} = ${String(value)}`];
  });
}

describeEachDatabase('security headers on every kind of response', (kind) => {
  let s: SecurityApp;
  before(async () => {
    s = await createSecurityApp(kind);
  });
  after(() => s.t.close());

  async function responses(): Promise<Record<string, InjectOptions>> {
    const owner = await s.world.assistant();
    const { checkoutPath } = await s.world.payment(await s.world.boss());
    return {
      'page /': { url: '/' },
      'page /profile/list': { url: '/profile/list' },
      'shell asset': { url: `/${SHELL_SCRIPT}` },
      'remote asset': { url: `/remotes/mf-profiles/${REMOTE_SCRIPT}` },
      'remotes.json': { url: '/remotes.json' },
      'API JSON': { url: '/api/users/verify', headers: await s.world.bearer(owner) },
      'API calendar file': { url: `/api/bookings/feed/${await s.world.calendarFeedFile(owner)}` },
      upload: { url: await s.world.uploadedImage(owner) },
      'hosted checkout page': { url: checkoutPath },
      'error 400 validation': { url: '/api/users/not-a-uuid' },
      'error 400 bad JSON': { method: 'POST', url: '/api/auth/login', payload: '{', headers: { 'content-type': 'application/json' } },
      'error 400 bad URL (router)': { url: '/api/users/%ED%A0%80' },
      'error 401': { url: '/api/users/verify' },
      'error 403': { url: '/api/users/admin/audit-log', headers: await s.world.bearer(owner) },
      'error 404 API': { url: '/api/no-such-route' },
      'error 404 upload': { url: '/uploads/portfolio/none.webp' },
      'error 404 asset': { url: '/missing.3f9a1c2e8b7d6a5f.js' },
      'error 413': { method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ username: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } },
      'error 415': { method: 'POST', url: '/api/auth/login', payload: 'a=b', headers: { 'content-type': 'text/csv' } },
    };
  }

  it('sends every security header on every kind of response', async () => {
    const missing: string[] = [];
    for (const [kindOfResponse, request] of Object.entries(await responses())) {
      missing.push(...missingHeaders(kindOfResponse, await s.t.app.inject(request)));
    }
    assert.deepEqual(missing, []);
  });

  it('sends them on a 500 too', async () => {
    // A second app on a database closed under it: every query fails, as a lost database would.
    const broken = await createTestApp(kind);
    try {
      const owner = await broken.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
      assert.equal(owner.statusCode, 201, owner.body);
      const token = broken.app.tokens.signSession(owner.json<{ id: string }>().id);
      await broken.database.close();
      const response = await broken.app.inject({ url: '/api/users/verify', headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, 500, response.body);
      assert.deepEqual(response.json(), { message: INTERNAL_ERROR_MESSAGE });
      assert.deepEqual(missingHeaders('500', response), []);
    } finally {
      // Not broken.close(): its database is closed already; the app and its temporary folder remain.
      await broken.app.close();
      await fs.rm(path.dirname(broken.uploadsDir), { recursive: true, force: true });
    }
  });
});
