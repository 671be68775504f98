// The tests' own server entry, never the production one: the real server
// (start.ts) on a clock a test sets, for tests that run it as a process (the
// Playwright flows, the crash test) and must see the same calendar on every
// run, whatever the real date. src/main.ts has none of this, and no env var
// production reads moves its clock.
//
// TEST_CLOCK_OFFSET_MS: how far the clock is ahead of real time when it starts
// (negative: behind); it then moves on with real time. With CLOCK_CONTROL_PORT,
// a second HTTP listener on 127.0.0.1 moves it further (POST /offset { ms }: so
// many ms ahead of real time, forward only; GET /now; POST /sweep: runs the
// timed jobs now, as the schedule would within 30 s), for rules that need time
// to pass (a session that has ended before its referral reward).
// `--ship-built` as in src/main.ts.
// Run: cd server && TEST_CLOCK_OFFSET_MS=... node --import tsx src/test/clock-server.ts
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type {} from '../plugins/sweeps';
import { startMarketplace } from '../start';

const controlPort = process.env.CLOCK_CONTROL_PORT ? Number(process.env.CLOCK_CONTROL_PORT) : null;
if (controlPort !== null && (!Number.isInteger(controlPort) || controlPort <= 0)) {
  console.error('CLOCK_CONTROL_PORT must be a port number');
  process.exit(1);
}

const startOffset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
if (!Number.isFinite(startOffset)) {
  console.error('TEST_CLOCK_OFFSET_MS must be a number of milliseconds');
  process.exit(1);
}
let offsetMs = startOffset;
let app: FastifyInstance | null = null;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

function answer(response: http.ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const control = http.createServer((request, response) => {
  const now = () => answer(response, 200, { now: clock.now().toISOString(), offsetMs });
  if (request.method === 'GET' && request.url === '/now') return now();
  if (request.method === 'POST' && request.url === '/sweep') {
    void (app?.sweeps.runAll() ?? Promise.resolve()).then(now, (error: unknown) => answer(response, 500, { message: String(error) }));
    return;
  }
  if (request.method === 'POST' && request.url === '/offset') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const ms = Number((JSON.parse(body || '{}') as { ms?: unknown }).ms);
      if (!Number.isFinite(ms) || ms < offsetMs) return answer(response, 400, { message: 'ms must be a number, and the clock never goes back' });
      offsetMs = ms;
      now();
    });
    return;
  }
  response.writeHead(404).end();
});

if (controlPort !== null) await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
app = await startMarketplace({
  clock,
  shipBuiltRemotes: process.argv.includes('--ship-built'),
  onStop: () => (controlPort === null ? Promise.resolve() : new Promise((resolve) => control.close(() => resolve()))),
}).catch((error: unknown) => {
  console.error('The e2e server could not start:', error);
  process.exit(1);
});
