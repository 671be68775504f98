// Session tokens are issued and judged expired by the app's clock, like every
// other time rule: a test moves the clock past the lifetime, no waiting.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

const DAY = 24 * 3_600_000;

describeEachDatabase('session lifetime on the app clock', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { clock });
  });
  after(() => t.close());

  it('keeps a session for 7 days (SESSION_LIFETIME unset) and ends it after', async () => {
    const me = await signedInUser(t.app);
    const verify = () => t.app.inject({ url: '/api/users/verify', headers: me.headers });
    clock.advance(7 * DAY - 1000);
    assert.equal((await verify()).statusCode, 200);
    clock.advance(2000);
    assert.equal((await verify()).statusCode, 401);
  });
});

describeEachDatabase('a session lifetime the deployment set', (kind) => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { clock, sessionLifetimeSeconds: 3600 });
  });
  after(() => t.close());

  it('ends a session after it', async () => {
    const me = await signedInUser(t.app);
    const verify = () => t.app.inject({ url: '/api/users/verify', headers: me.headers });
    clock.advance(3_600_000 - 1000);
    assert.equal((await verify()).statusCode, 200);
    clock.advance(1000);
    assert.equal((await verify()).statusCode, 401);
  });
});
