// The booking, payment and chat flows once more, through three server processes
// behind nginx: the production topology `npm run cluster` starts
// (server/scripts/cluster-topology.ts), with each person's browser pinned to its
// own process (./balancer.ts), so every live update crosses processes over
// PostgreSQL and Redis. `npm test` runs it after the single-server flows when
// PostgreSQL and Redis are given (TEST_DATABASE_URL, TEST_REDIS_URL, as .ci/run
// sets them), on a fresh database and data directory, both removed afterwards.
// The processes run the flows' server entry (server/src/test/clock-server.ts), so the cluster,
// like every server of a run, is on the run's clock (./run-clock.ts).
// Then, on the same cluster, the cross-process promises `npm run cluster:check`
// holds it to (a booking race over the processes, one webhook at all of them).
// Exits 1 when a flow or a promise fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterPromiseProblems } from '../../server/scripts/cluster-promises';
import { startCluster } from '../../server/scripts/cluster-topology';
import { createPostgresTestDatabase } from '../../server/src/test/databases';
import { E2E_ABUSE_LIMITS } from './e2e-limits';
import { runClockOffsetMs, runNow } from './run-clock';

const FLOWS = ['tests/booking.spec.ts', 'tests/payment-decline.spec.ts', 'tests/chat.spec.ts'];
const E2E_DIR = path.resolve(import.meta.dirname, '..');

const redisUrl = process.env.TEST_REDIS_URL;
// The cluster's processes and the flows' runner inherit it (the flows sign up their own people).
process.env.ABUSE_LIMITS ??= E2E_ABUSE_LIMITS;
// Fixed once here: the processes and the flows' runner inherit it with the rest of the environment.
runClockOffsetMs();

function playwright(baseUrl: string): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...FLOWS], {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  if (!process.env.TEST_DATABASE_URL || !redisUrl) {
    console.log('Skipped the flows through the cluster: set TEST_DATABASE_URL and TEST_REDIS_URL');
    return 0;
  }
  const database = await createPostgresTestDatabase();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-cluster-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  try {
    console.log('Starting three server processes behind nginx for the flows through the cluster');
    const cluster = await startCluster({
      port: 0,
      databaseUrl: database.url,
      redisUrl,
      dir,
      jwtSecret,
      script: 'src/test/clock-server.ts',
      // Warnings and errors only (the processes log at 'warn'), to read beside a failure.
      onLine: (label, line) => console.error(`[${label}] ${line}`),
    });
    try {
      console.log(`Flows through nginx at ${cluster.url} (processes ${cluster.processUrls.join(', ')})`);
      const flows = await playwright(cluster.url);
      // The processes run on the run's clock: the racers' tokens and free days are judged on it too.
      const problems = await clusterPromiseProblems({ processUrls: cluster.processUrls, databaseUrl: database.url, jwtSecret, clock: { now: runNow } });
      if (problems.length > 0) console.error(`cluster promises broken: ${problems.join('; ')}`);
      return flows === 0 && problems.length === 0 ? 0 : 1;
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
