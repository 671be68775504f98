// Every rate limit counts in one store: fixed windows on the app's clock, in
// memory for one process, in Redis for several, so the processes behind nginx
// allow together what one would.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createClient, type RedisClientType } from 'redis';
import { signedInUser } from '../test/fixtures';
import { twoAppsSuite } from '../test/test-app';
import { createTestClock } from '../test/test-clock';
import { createRateCounts, rateLimitStore, type RateLimitStoreDeps } from './rate-limit-store';

const silent = { warn: () => undefined } as never;
const MINUTE = 60_000;

function counter(store: FastifyRateLimitStore) {
  return (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, 10),
    );
}

const storeNamed = (deps: RateLimitStoreDeps, name: string) => {
  const Store = rateLimitStore(createRateCounts(deps));
  return new Store({} as never).child({ name } as never);
};

describe('the rate limit store in memory', () => {
  it('counts each limiter and key apart, in windows of the app clock', async () => {
    const clock = createTestClock('2026-06-01T00:00:30.000Z');
    const Store = rateLimitStore(createRateCounts({ clock, log: silent }));
    const logins = counter(new Store({} as never).child({ name: 'logins' } as never));
    const uploads = counter(new Store({} as never).child({ name: 'uploads' } as never));
    assert.deepEqual(await logins('10.0.0.1'), { current: 1, ttl: 30_000 });
    assert.equal((await logins('10.0.0.1')).current, 2);
    assert.equal((await logins('10.0.0.2')).current, 1, 'another key');
    assert.equal((await uploads('10.0.0.1')).current, 1, 'another limiter');
    clock.advance(30_000);
    assert.deepEqual(await logins('10.0.0.1'), { current: 1, ttl: 60_000 }, 'the next window starts afresh');
  });
});

describe('the rate limit store in Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  let redis: RedisClientType;
  before(async () => {
    redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
  });
  after(() => redis.quit());

  it('shares one count between stores of different processes, and counts in memory while Redis is away', async () => {
    const clock = createTestClock('2026-06-01T00:00:00.000Z');
    const name = `test-${randomUUID()}`;
    const here = counter(storeNamed({ clock, redis, log: silent }, name));
    const there = counter(storeNamed({ clock, redis, log: silent }, name));
    assert.equal((await here('someone')).current, 1);
    assert.equal((await there('someone')).current, 2);
    assert.equal((await here('someone')).current, 3);

    const offline = createClient({ url: process.env.TEST_REDIS_URL }) as RedisClientType;
    const alone = counter(storeNamed({ clock, redis: offline, log: silent }, name));
    assert.equal((await alone('someone')).current, 1, 'not connected: this process counts for itself');
  });
});

describe('a rate limit across two server processes through Redis', { skip: !process.env.TEST_REDIS_URL }, () => {
  // One clock standing still for both: the four messages fall in one window.
  const s = twoAppsSuite({ clock: createTestClock('2026-06-01T00:00:00.000Z'), redisUrl: process.env.TEST_REDIS_URL, limits: { messagesPerUserPerMinute: 3 } });

  it('allows a user three messages a minute in all, whichever process each one reaches', async () => {
    const sender = await signedInUser(s.first.app);
    const recipient = await signedInUser(s.first.app);
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/messages/send', headers: sender.headers, payload: { recipientId: recipient.user.id, message: 'hi' } });
    const statuses = [await send(s.first.app), await send(s.second), await send(s.first.app), await send(s.second)].map((answer) => answer.statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
  });
});
