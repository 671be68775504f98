// Security suite: every route the app registers has a row in the
// authorization matrix, and every route answers each persona as its row says.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from '../test-app';
import { madeReleaseToken } from '../../features/releases/release-test-helpers';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';
import { asPersona, PERSONAS, routeKeys } from './matrix-world';
import { createSecurityApp, type SecurityApp } from './security-app';

describeEachDatabase('authorization matrix', (kind) => {
  let s: SecurityApp;
  before(async () => {
    s = await createSecurityApp(kind);
  });
  after(() => s.t.close());

  it('has a row for every route the app registers, and none for a route it does not', () => {
    const registered = routeKeys(s.t.app.registeredRoutes);
    const missing = registered.filter((key) => !(key in AUTHORIZATION_MATRIX));
    assert.deepEqual(missing, [], `routes without a row in server/src/test/security/authorization-matrix.ts: ${missing.join(', ')}`);
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !registered.includes(key));
    assert.deepEqual(stale, [], `rows for routes the app does not register: ${stale.join(', ')}`);
  });

  // A release token (for every remote) opens the release routes and nothing else: anywhere
  // else it is no credential at all, and the route answers as it answers a visitor.
  it('refuses a release token on every route but the release routes', async () => {
    s.world.reset();
    const { headers } = await madeReleaseToken(s.t.app, await s.world.bearer(await s.world.admin()), { remote: 'all' });
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      if (/^\S+ \/api\/releases/.test(key)) continue;
      s.world.reset();
      const call = await row.call(s.world);
      const asVisitor = await asPersona(s.world, call, 'visitor', null);
      const response = await s.t.app.inject({ ...asVisitor, headers: { ...asVisitor.headers, ...headers } });
      await s.t.app.background.drain();
      expected[key] = String(row.expect.visitor);
      answers[key] = response.statusCode === row.expect.visitor ? expected[key] : `${response.statusCode} ${response.body.slice(0, 160)}`;
    }
    assert.deepEqual(answers, expected);
  });

  for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    it(`${key} answers each persona as the matrix says`, async () => {
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const persona of PERSONAS) {
        s.world.reset();
        const call = await row.call(s.world);
        const user = await s.world.personaUser(persona, call.owner);
        const response = await s.t.app.inject(await asPersona(s.world, call, persona, user));
        await s.t.app.background.drain();
        expected[persona] = String(row.expect[persona]);
        answers[persona] = response.statusCode === row.expect[persona] ? expected[persona] : `${response.statusCode} ${response.body.slice(0, 160)}`;
      }
      assert.deepEqual(answers, expected, key);
    });
  }
});
