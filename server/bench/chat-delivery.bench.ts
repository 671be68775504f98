// Message delivery latency, sender to receiver: the time from a sender's
// POST /api/messages/{chatId} to the newMessage event on the recipient's socket,
// with 500 sockets connected (each its own signed-in user). Run once against
// one server process, and once through two processes sharing events over the
// Redis streams adapter (posted to A, received from B) when a Redis URL is
// given (BENCH_REDIS_URL, else TEST_REDIS_URL). Servers run in child processes
// so the 500 clients here do not share their event loop. A bare GET
// /api/health in the same run gives the ratio. Localhost only, bounded: a fixed
// number of messages, each waited for at most 10 seconds.
import { randomUUID } from 'node:crypto';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { startRealtimeNode } from '../src/features/chat/realtime-node-process';
import { connectAs, type TestSocket } from '../src/features/chat/socket-test-client';

const SOCKETS = 500;
const PAIRS = 50;
const WARMUP_MESSAGES = 50;
const MEASURED_MESSAGES = 500;
const DELIVERY_TIMEOUT_MS = 10_000;
const CONNECT_BATCH = 50;
const JWT_SECRET = 'chat-bench-secret-that-is-at-least-32-characters';

export interface Person {
  id: string;
  username: string;
  token: string;
}

export interface ChatSummary {
  scenario: string;
  messages: number;
  p50: number;
  p99: number;
  bareP50: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

async function connectAll(url: string, people: Person[]): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  // In batches, so 500 handshakes do not all land in the same millisecond.
  for (let start = 0; start < people.length; start += CONNECT_BATCH) {
    const batch = people.slice(start, start + CONNECT_BATCH);
    sockets.push(...(await Promise.all(batch.map((person) => connectAs(url, person.token, person.id)))));
  }
  return sockets;
}

/** Delivery latencies (ms) of `count` messages sent one after another between the pairs. */
async function deliver(postUrl: string, people: Person[], sockets: TestSocket[], count: number): Promise<number[]> {
  const waiting = new Map<string, (at: number) => void>();
  const onMessage = ({ message }: { message: { id: string } }) => waiting.get(message.id)?.(performance.now());
  for (const socket of sockets) socket.on(SOCKET_EVENTS.newMessage, onMessage);
  const latencies: number[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const pair = index % PAIRS;
      const [sender, recipient] = index % 2 ? [people[pair * 2], people[pair * 2 + 1]] : [people[pair * 2 + 1], people[pair * 2]];
      const id = randomUUID();
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${id} not delivered within ${DELIVERY_TIMEOUT_MS} ms`)), DELIVERY_TIMEOUT_MS);
        waiting.set(id, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const started = performance.now();
      const response = await fetch(`${postUrl}/api/messages/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
        body: JSON.stringify({ recipientId: recipient.id, message: `bench ${index}`, id }),
      });
      if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      latencies.push((await arrived) - started);
      waiting.delete(id);
    }
  } finally {
    for (const socket of sockets) socket.off(SOCKET_EVENTS.newMessage, onMessage);
  }
  return latencies;
}

async function bareRouteP50(url: string, count = 300): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times.sort((a, b) => a - b), 0.5);
}

/** Sockets connected at receiveUrl, messages posted to postUrl (a process, or a balancer in front of several). */
export async function runChatScenario(scenario: string, postUrl: string, receiveUrl: string, people: Person[]): Promise<ChatSummary> {
  const sockets = await connectAll(receiveUrl, people);
  try {
    await deliver(postUrl, people, sockets, WARMUP_MESSAGES);
    const latencies = (await deliver(postUrl, people, sockets, MEASURED_MESSAGES)).sort((a, b) => a - b);
    return {
      scenario,
      messages: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      bareP50: await bareRouteP50(postUrl),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

export default async function chatDeliveryBenchmark(): Promise<void> {
  const people = chatPeople(JWT_SECRET);
  const users = people.map(({ id, username }) => ({ id, username }));
  const summaries: ChatSummary[] = [];

  const single = await startRealtimeNode({ jwtSecret: JWT_SECRET, users });
  try {
    summaries.push(await runChatScenario(`1 process, ${SOCKETS} sockets`, single.url, single.url, people));
  } finally {
    await single.stop();
  }

  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (redisUrl) {
    const [a, b] = await Promise.all([1, 2].map(() => startRealtimeNode({ redisUrl, jwtSecret: JWT_SECRET, users })));
    try {
      summaries.push(await runChatScenario(`2 processes on Redis (post to A, ${SOCKETS} sockets on B)`, a.url, b.url, people));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } else {
    console.log('Skipped the two-process scenario: set BENCH_REDIS_URL (or TEST_REDIS_URL) to a local Redis, e.g. redis://127.0.0.1:6379');
  }

  printChatSummaries(summaries);
}

/** SOCKETS people, each with a session token signed with jwtSecret (the servers must know them). */
export function chatPeople(jwtSecret: string): Person[] {
  const tokens = createTokenService(jwtSecret, systemClock);
  return Array.from({ length: SOCKETS }, (_, index) => {
    const id = randomUUID();
    return { id, username: `bench_${index}_${id.slice(0, 6)}`, token: tokens.signSession(id) };
  });
}

export function printChatSummaries(summaries: ChatSummary[]): void {
  console.table(
    summaries.map((summary) => ({
      scenario: summary.scenario,
      messages: summary.messages,
      'p50 ms': summary.p50.toFixed(2),
      'p99 ms': summary.p99.toFixed(2),
      'bare GET p50 ms': summary.bareP50.toFixed(2),
      'p50 / bare': (summary.p50 / summary.bareP50).toFixed(1),
    })),
  );
}
