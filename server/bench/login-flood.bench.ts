// A login flood (issue 12): 100 parallel logins with unknown usernames from one
// address, while GET /api/health is called in a loop and a real user logs in
// from another address. Run twice in one process, on a fresh database each:
// without the abuse limits (every login hashed at once, as before issue 12) and
// with the defaults (a per-IP login limit, two argon2 hashes at a time and a
// bounded queue answering 503). Reports how long the burst took to clear, what
// it was answered, the health route's latency during it against alone, and the
// real login's latency (retrying after Retry-After, as a client would).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/clock';
import type { AbuseLimits } from '../src/plugins/limits';
import { registration } from '../src/test/fixtures';
import { startBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { percentile } from './load';
import { fixed, printTable } from './print-table';

const BURST = 100;
const ATTACKER = '10.0.0.66';
const USER = '10.0.0.7';

const UNLIMITED: Partial<AbuseLimits> = {
  loginsPerIpPerMinute: 1_000_000,
  passwordHashConcurrency: 1_000_000,
  passwordHashQueue: 1_000_000,
};

interface FloodResult {
  label: string;
  clearMs: number;
  statuses: string;
  healthAloneP99: number;
  healthDuringP50: number;
  healthDuringP99: number;
  realLoginMs: number;
  realLoginAttempts: number;
}

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function flood(label: string, limits: Partial<AbuseLimits>): Promise<FloodResult> {
  const db = await openBenchDatabase();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-login-'));
  try {
    const { app, base } = await startBenchApp(db.handle.db, tempDir, systemClock, { limits, trustProxy: true });
    try {
      const post = (url: string, body: unknown, from: string) =>
        fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
      const person = registration();
      const registered = await post('/api/auth/register', person, USER);
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const health = () => timed(() => fetch(`${base}/api/health`));

      const alone: number[] = [];
      for (let index = 0; index < 200; index += 1) alone.push((await health()).ms);

      const started = performance.now();
      const burst = Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          timed(() => post('/api/auth/login', { username: `nobody_${index}`, password: 'Wrong12345' }, ATTACKER)),
        ),
      ).then((answers) => ({ answers, clearMs: performance.now() - started }));
      let settled = false;
      void burst.then(() => (settled = true));
      // The real user retries as a client would, after the Retry-After of a 503 or 429.
      const realLogin = (async () => {
        const loginStarted = performance.now();
        for (let attempt = 1; ; attempt += 1) {
          const response = await post('/api/auth/login', { username: person.username, password: person.password }, USER);
          await response.arrayBuffer();
          if (response.status !== 503 && response.status !== 429) {
            return { ms: performance.now() - loginStarted, status: response.status, attempts: attempt };
          }
          const waitSeconds = Number(response.headers.get('retry-after') ?? 1);
          await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
        }
      })();
      const during: number[] = [];
      while (!settled) during.push((await health()).ms);
      const { answers, clearMs } = await burst;
      const real = await realLogin;
      if (real.status !== 200) throw new Error(`the real login answered ${real.status}`);

      const counts = new Map<number, number>();
      for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
      alone.sort((a, b) => a - b);
      during.sort((a, b) => a - b);
      return {
        label,
        clearMs,
        statuses: [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count}x${status}`).join(' '),
        healthAloneP99: percentile(alone, 0.99),
        healthDuringP50: percentile(during, 0.5),
        healthDuringP99: percentile(during, 0.99),
        realLoginMs: real.ms,
        realLoginAttempts: real.attempts,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}

export default async function loginFloodBenchmark(): Promise<void> {
  const rows = [await flood('no limits (before issue 12)', UNLIMITED), await flood('default limits', {})];
  printTable(
    ['run', 'burst cleared ms', 'burst answered', 'health p99 alone', 'health p50 during', 'health p99 during', 'real login ms (tries)'],
    rows.map((row) => [
      row.label,
      fixed(row.clearMs, 0),
      row.statuses,
      fixed(row.healthAloneP99, 2),
      fixed(row.healthDuringP50, 2),
      fixed(row.healthDuringP99, 2),
      `${fixed(row.realLoginMs, 0)} (${row.realLoginAttempts})`,
    ]),
  );
}
