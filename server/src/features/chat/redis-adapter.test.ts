// Two server processes sharing events through Redis (the streams adapter): a
// message sent through one process reaches a client connected to the other.
// Needs a local Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { SentMessage } from '@marketplace/shared-api/types';
import { systemClock } from '../../clock';
import { createTokenService } from '../auth/tokens';
import { startRealtimeNode, type RealtimeNode } from './realtime-node-process';
import { connectAs, nextEvent, type TestSocket } from './socket-test-client';

const redisUrl = process.env.TEST_REDIS_URL;
const SKIP_REASON =
  'TEST_REDIS_URL is not set: the two-process Redis adapter test needs a local Redis (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)';
const JWT_SECRET = 'redis-test-secret-that-is-at-least-32-characters';

describe('two server processes on Redis', () => {
  const tokens = createTokenService(JWT_SECRET, systemClock);
  const sender = { id: randomUUID(), username: `sender_${randomUUID().slice(0, 8)}` };
  const recipient = { id: randomUUID(), username: `recipient_${randomUUID().slice(0, 8)}` };
  let nodes: RealtimeNode[] = [];
  let socket: TestSocket | null = null;

  before(async () => {
    // The test itself reports the skip (counted in the summary); start nothing without Redis.
    if (!redisUrl) return;
    nodes = await Promise.all(
      [1, 2].map(() => startRealtimeNode({ redisUrl, jwtSecret: JWT_SECRET, users: [sender, recipient] })),
    );
  });
  after(async () => {
    socket?.disconnect();
    await Promise.all(nodes.map((node) => node.stop()));
  });

  it('a message posted to process A reaches the recipient connected to process B, with its notification', { skip: redisUrl ? false : SKIP_REASON }, async () => {
    const [a, b] = nodes;
    socket = await connectAs(b.url, tokens.signSession(recipient.id), recipient.id);
    const received = nextEvent(socket, SOCKET_EVENTS.newMessage);
    const notified = nextEvent(socket, SOCKET_EVENTS.notification);

    const response = await fetch(`${a.url}/api/messages/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.signSession(sender.id)}` },
      body: JSON.stringify({ recipientId: recipient.id, message: 'Across processes', id: randomUUID() }),
    });
    assert.equal(response.status, 201);
    const sent = (await response.json()) as SentMessage;

    assert.deepEqual(await received, { chatId: sent.chatId, message: sent.message });
    const { notification, unreadCount } = await notified;
    assert.equal(notification.chatId, sent.chatId);
    assert.equal(unreadCount, 1);
  });
});
