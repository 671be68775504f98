// The one load harness of the API benchmarks. The load comes from autocannon in a
// process of its own (load-generator.ts), never from the benchmark's process nor the
// measured server's; the targets take turns (a, b, c, a, b, c, ...) so a drifting
// machine load weighs on each alike, and ratios between them hold. Every table also
// carries the generator's own ceiling: the same settings against a bare node:http
// server in its own process (bare-http-server.ts), so nobody reads a client limit
// as a server figure. The budget stays the ratio to the server's own bare route.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The answer that counts as served; anything else is a failure (304 for a conditional GET). */
  expectStatus?: number;
}

export interface LoadSettings {
  connections: number;
  /** Each target's share of one turn. */
  secondsPerRound: number;
  rounds: number;
  /** Unmeasured load on each target first (connections, JIT, caches). */
  warmupSeconds: number;
}

/** What load-generator.ts is told, as JSON. */
export interface LoadPlan extends LoadSettings {
  targets: Array<Omit<LoadTarget, 'name'>>;
}

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** 10 connections, each target 3 turns of 2 s after 1 s of warm-up: on a 2-core machine a table of six routes takes under a minute. */
export const DEFAULT_LOAD: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  secondsPerRound: Number(process.env.BENCH_ROUND_SECONDS ?? 2),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  warmupSeconds: 1,
};

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

function spawnTsx(script: string, env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: SERVER_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Each target loaded in turns by the generator process; one result per target, in order. */
export async function loadInTurns(targets: LoadTarget[], settings: LoadSettings = DEFAULT_LOAD): Promise<LoadResult[]> {
  const plan: LoadPlan = { ...settings, targets: targets.map(({ url, headers, expectStatus }) => ({ url, headers, expectStatus })) };
  const child = spawnTsx('bench/load-generator.ts', { BENCH_LOAD_PLAN: JSON.stringify(plan) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}:\n${stderr}`);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult[];
}

/** The bare node:http server, started as its own process; resolves with its URL and a stop. */
export async function startCeilingServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawnTsx('bench/bare-http-server.ts', {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^listening on (\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error('the ceiling server exited before listening')));
  });
  return {
    url: `http://127.0.0.1:${port}/api/health`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const CEILING_NAME = 'generator ceiling (bare node:http, own process)';
export const BARE_NAME = 'bare route (GET /api/health)';

/**
 * The routes of one server (base) in turns with its bare route and the generator's ceiling:
 * rows ceiling, bare route, then each route, ready for printLoadTable.
 */
export async function measureRoutes(
  base: string,
  routes: Array<{ name: string; path: string; headers?: Record<string, string>; expectStatus?: number }>,
  settings: LoadSettings = DEFAULT_LOAD,
): Promise<Array<{ name: string; result: LoadResult }>> {
  const ceiling = await startCeilingServer();
  try {
    const targets: LoadTarget[] = [
      { name: CEILING_NAME, url: ceiling.url },
      { name: BARE_NAME, url: `${base}/api/health` },
      ...routes.map((route) => ({ name: route.name, url: `${base}${route.path}`, headers: route.headers, expectStatus: route.expectStatus })),
    ];
    const results = await loadInTurns(targets, settings);
    return targets.map((target, index) => ({ name: target.name, result: results[index] }));
  } finally {
    await ceiling.stop();
  }
}

export const describeLoad = (settings: LoadSettings = DEFAULT_LOAD) =>
  `autocannon in its own process, ${settings.connections} connections, each route ${settings.rounds} turn${settings.rounds === 1 ? '' : 's'} of ${settings.secondsPerRound} s after ${settings.warmupSeconds} s of warm-up`;

/** The median milliseconds of `run`, called one at a time, after `warmup` unmeasured calls (plan caches, JIT). */
export async function medianMs(run: () => unknown, { samples = 25, warmup = 0 }: { samples?: number; warmup?: number } = {}): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}
