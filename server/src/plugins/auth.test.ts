// The auth hooks on their own: who counts as signed in, and as an admin.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { makeAdmin, registerUser, signedInUser } from '../test/fixtures';
import { ADMIN_ONLY } from './auth';

describeEachDatabase('auth hooks', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  /** A request as the hooks see it: only headers and the auth slot matter. */
  // As the hooks see a request: its cookies parsed by @fastify/cookie's own hook, which runs first.
  const fakeRequest = (headers: Record<string, string>) =>
    ({ headers, cookies: t.app.parseCookie(headers.cookie ?? ''), auth: null }) as unknown as FastifyRequest;
  const reply = {} as FastifyReply;

  async function statusOf(run: () => Promise<unknown>): Promise<number> {
    try {
      await run();
      return 200;
    } catch (error) {
      assert.ok(error instanceof HttpError);
      return error.statusCode;
    }
  }

  it('requireAdmin: 401 for visitors, 403 for members, passes admins', async () => {
    const member = await signedInUser(t.app);
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    const requireAdmin = (headers: Record<string, string>) => () => t.app.auth.requireAdmin.call(t.app, fakeRequest(headers), reply);
    assert.equal(await statusOf(requireAdmin({})), 401);
    assert.equal(await statusOf(requireAdmin(member.headers)), 403);
    await assert.rejects(requireAdmin(member.headers)(), { message: ADMIN_ONLY });
    const request = fakeRequest(admin.headers);
    await t.app.auth.requireAdmin.call(t.app, request, reply);
    assert.deepEqual(request.auth, { userId: admin.user.id, role: admin.user.role, premium: 'Admin', timeZone: null, via: 'bearer' });
  });

  it('requireUserOrSetupCookie: the cookie counts, the bearer wins when both are sent', async () => {
    const fresh = await registerUser(t.app);
    const other = await signedInUser(t.app);
    const viaCookie = fakeRequest({ cookie: `theme=dark; ${fresh.setupCookie}` });
    await t.app.auth.requireUserOrSetupCookie.call(t.app, viaCookie, reply);
    assert.equal(viaCookie.auth?.userId, fresh.user.id);
    assert.equal(viaCookie.auth?.via, 'setup-cookie');
    const both = fakeRequest({ cookie: fresh.setupCookie, ...other.headers });
    await t.app.auth.requireUserOrSetupCookie.call(t.app, both, reply);
    assert.equal(both.auth?.userId, other.user.id);
    // requireUser ignores the cookie.
    assert.equal(await statusOf(() => t.app.auth.requireUser.call(t.app, fakeRequest({ cookie: fresh.setupCookie }), reply)), 401);
  });
});
