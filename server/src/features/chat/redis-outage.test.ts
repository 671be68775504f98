// Redis unavailable for a while, with two server processes sharing events
// through it (the streams adapter): while it is away each process keeps
// delivering to its own sockets at once, and when it returns the processes
// share events again, including the one published during the outage. The
// outage is a TCP proxy in front of the real Redis (test/tcp-proxy.ts), cut
// and restored. Needs a local Redis: TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { SentMessage } from '@marketplace/shared-api/types';
import { systemClock } from '../../clock';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTokenService } from '../auth/tokens';
import { startRealtimeNode, type RealtimeNode } from './realtime-node-process';
import { connectAs, nextEvent, type TestSocket } from './socket-test-client';

const redisUrl = process.env.TEST_REDIS_URL;
const SKIP_REASON = 'TEST_REDIS_URL is not set: the Redis outage test cuts the connection to a real Redis';
const JWT_SECRET = 'redis-outage-test-secret-at-least-32-characters';

describe('Redis unavailable for a while, two processes', () => {
  const tokens = createTokenService(JWT_SECRET, systemClock);
  const sender = { id: randomUUID(), username: `sender_${randomUUID().slice(0, 8)}` };
  const recipient = { id: randomUUID(), username: `recipient_${randomUUID().slice(0, 8)}` };
  let proxy: TcpProxy | null = null;
  let nodes: RealtimeNode[] = [];
  let socket: TestSocket | null = null;

  before(async () => {
    if (!redisUrl) return;
    const target = new URL(redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const viaProxy = proxy.urlFor(redisUrl);
    nodes = await Promise.all([1, 2].map(() => startRealtimeNode({ redisUrl: viaProxy, jwtSecret: JWT_SECRET, users: [sender, recipient] })));
  });
  after(async () => {
    socket?.disconnect();
    await proxy?.restore();
    await Promise.all(nodes.map((node) => node.stop()));
    await proxy?.close();
  });

  const send = async (baseUrl: string, text: string): Promise<SentMessage> => {
    const response = await fetch(`${baseUrl}/api/messages/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.signSession(sender.id)}` },
      body: JSON.stringify({ recipientId: recipient.id, message: text, id: randomUUID() }),
    });
    assert.equal(response.status, 201, await response.clone().text());
    return (await response.json()) as SentMessage;
  };
  const arrival = (text: string) => nextEvent(socket!, SOCKET_EVENTS.newMessage, ({ message }) => message.text === text);

  it('each process keeps serving its own sockets while Redis is away, and they share events again when it returns', { skip: redisUrl ? false : SKIP_REASON }, async () => {
    const [a, b] = nodes;
    // Each process has its own database: the sender's message goes to B's copy of the users, as a shared database would.
    socket = await connectAs(b.url, tokens.signSession(recipient.id), recipient.id);
    const before = arrival('Before the outage');
    await send(a.url, 'Before the outage');
    await before;

    await proxy!.cut();
    // B alone: its own socket gets the message at once, not when Redis is back.
    const local = arrival('During the outage, same process');
    await send(b.url, 'During the outage, same process');
    await local;
    // A cannot reach B now; its event waits in A's Redis client and must arrive once Redis returns.
    const queued = arrival('During the outage, from the other process');
    await send(a.url, 'During the outage, from the other process');

    await proxy!.restore();
    await queued;
    const after = arrival('After the outage');
    await send(a.url, 'After the outage');
    await after;
  });
});
