// The Playwright flows' own server entry, never the production one: the real
// server (server/src/start.ts) on a clock the flows can move forward, for rules
// that need time to pass (a session that has ended before its referral reward).
// The clock runs with the system clock plus an offset. Only this entry opens
// the control channel: a second HTTP listener on 127.0.0.1 at CLOCK_CONTROL_PORT
// (POST /offset { ms }: moves the clock so many ms ahead of now; GET /now; POST
// /sweep: runs the timed jobs now, as the schedule would within 30 s).
// src/main.ts has no such listener and no env var production reads moves its clock.
// Run: cd server && CLOCK_CONTROL_PORT=... node --import tsx ../e2e/support/clock-server.ts
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../server/src/clock';
import type {} from '../../server/src/plugins/sweeps';
import { startMarketplace } from '../../server/src/start';

const controlPort = Number(process.env.CLOCK_CONTROL_PORT);
if (!Number.isInteger(controlPort) || controlPort <= 0) {
  console.error('CLOCK_CONTROL_PORT must be a port number');
  process.exit(1);
}

let offsetMs = 0;
let app: FastifyInstance | null = null;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

const control = http.createServer((request, response) => {
  const answer = () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ now: clock.now().toISOString(), offsetMs }));
  };
  if (request.method === 'GET' && request.url === '/now') return answer();
  if (request.method === 'POST' && request.url === '/sweep') {
    void (app?.sweeps.runAll() ?? Promise.resolve()).then(answer, (error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
    return;
  }
  if (request.method === 'POST' && request.url === '/offset') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const ms = Number((JSON.parse(body || '{}') as { ms?: unknown }).ms);
      if (!Number.isFinite(ms) || ms < offsetMs) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'ms must be a number, and the clock never goes back' }));
        return;
      }
      offsetMs = ms;
      answer();
    });
    return;
  }
  response.writeHead(404).end();
});

await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
app = await startMarketplace({
  clock,
  onStop: () => new Promise((resolve) => control.close(() => resolve())),
}).catch((error: unknown) => {
  console.error('The e2e server could not start:', error);
  process.exit(1);
});
