// The booking, payment and chat flows once more, through three server processes
// behind nginx: the production topology `npm run cluster` starts
// (server/scripts/cluster-topology.ts), with each person's browser pinned to its
// own process (./balancer.ts), so every live update crosses processes over
// PostgreSQL and Redis. `npm test` runs it after the single-server flows when
// PostgreSQL and Redis are given (TEST_DATABASE_URL, TEST_REDIS_URL, as .ci/run
// sets them), on a fresh database and data directory, both removed afterwards.
// Exits with Playwright's status.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../../server/scripts/cluster-topology';

const FLOWS = ['tests/booking.spec.ts', 'tests/payment-decline.spec.ts', 'tests/chat.spec.ts'];
const E2E_DIR = path.resolve(import.meta.dirname, '..');

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function playwright(baseUrl: string): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...FLOWS], {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  if (!adminUrl || !redisUrl) {
    console.log('Skipped the flows through the cluster: set TEST_DATABASE_URL and TEST_REDIS_URL');
    return 0;
  }
  const name = `marketplace_e2e_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-cluster-'));
  try {
    console.log('Starting three server processes behind nginx for the flows through the cluster');
    const cluster = await startCluster({
      port: 0,
      databaseUrl: databaseUrl.toString(),
      redisUrl,
      dir,
      jwtSecret: randomBytes(48).toString('base64url'),
      // Warnings and errors only (the processes log at 'warn'), to read beside a failure.
      onLine: (label, line) => console.error(`[${label}] ${line}`),
    });
    try {
      console.log(`Flows through nginx at ${cluster.url} (processes ${cluster.processUrls.join(', ')})`);
      return await playwright(cluster.url);
    } finally {
      await cluster.stop();
    }
  } finally {
    await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
