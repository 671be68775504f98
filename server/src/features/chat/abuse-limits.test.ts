// One account cannot send messages or open chats in bulk. The limits count in windows
// aligned to the clock, so the suite's clock stands still: no window turns mid-test.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/fixtures';
import { createTestClock } from '../../test/test-clock';

describeEachDatabase('chat abuse limits', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { clock: createTestClock('2026-03-01T00:00:30Z'), limits: { messagesPerUserPerMinute: 2, chatsPerUserPerHour: 1 } });
  });
  after(() => t.close());

  it('limits messages per user with 429 and Retry-After', async () => {
    const sender = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/messages/send', headers: sender.headers, payload: { recipientId: stranger.user.id, message: 'hi' } });
    assert.equal((await send()).statusCode, 201);
    assert.equal((await send()).statusCode, 201);
    const limited = await send();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.deepEqual(Object.keys(limited.json()), ['message']);
  });

  it('limits chats created per user', async () => {
    const opener = await signedInUser(t.app);
    const [first, second] = [await signedInUser(t.app), await signedInUser(t.app)];
    const open = (receiverId: string) => t.app.inject({ method: 'POST', url: '/api/chats', headers: opener.headers, payload: { receiverId } });
    assert.equal((await open(first.user.id)).statusCode, 201);
    assert.equal((await open(second.user.id)).statusCode, 429);
  });
});
