// The production topology on one machine, for `npm run cluster` and the cluster
// benchmark (bench/cluster.bench.ts): several server processes (src/main.ts) on
// one PostgreSQL and one Redis, sharing one data directory (uploads, releases), behind
// nginx configured by deploy/nginx/marketplace.conf.template, as
// deploy/compose.yaml runs them in production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../src/test/server-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'marketplace.conf.template');

export interface ClusterOptions {
  /** nginx's port; the processes take the next ones. 0: free ports, whichever they are. */
  port: number;
  processes?: number;
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every process (uploads) and holding nginx's files. */
  dir: string;
  /** One secret for all: a token one process signs, another checks. */
  jwtSecret: string;
  logLevel?: string;
  /**
   * Each process's start file, relative to server/: src/main.ts by default; the
   * tests' entry (src/test/clock-server.ts) for a cluster on a test's clock.
   */
  script?: string;
  /** Each line a process prints, with its label. */
  onLine?: (label: string, line: string) => void;
}

export interface RunningCluster {
  /** nginx's address: what a browser opens. */
  url: string;
  /** Each process's own address, for sending to one directly. */
  processUrls: string[];
  /** Each process's id, in the order of processUrls (a benchmark reads their CPU time). */
  pids: number[];
  nginxErrorLog: string;
  stop(): Promise<void>;
}

/** Debian's nginx, installed with apt-get when missing (needs root). */
export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  console.log('[cluster] nginx is missing: apt-get install -y nginx');
  const installed = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (installed.status !== 0) throw new Error('could not install nginx (apt-get install -y nginx needs root)');
  return '/usr/sbin/nginx';
}

/** The database of `url` on its PostgreSQL server, created when missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const adminUrl = new URL(url);
  const name = decodeURIComponent(adminUrl.pathname.slice(1));
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Writes nginx's config around the template into dir/nginx and returns its path. */
function writeNginxConfig(dir: string, port: number, processPorts: number[]): { config: string; pidFile: string; errorLog: string } {
  const nginxDir = path.join(dir, 'nginx');
  const temp = path.join(nginxDir, 'temp');
  fs.mkdirSync(temp, { recursive: true });
  const site = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${MARKETPLACE_LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${MARKETPLACE_UPSTREAMS}', processPorts.map((processPort) => `server 127.0.0.1:${processPort};`).join(' '))
    // The processes' release store is DATA_DIR/releases: dir/releases.
    .replaceAll('${MARKETPLACE_RELEASES_ROOT}', dir);
  fs.writeFileSync(path.join(nginxDir, 'marketplace.conf'), site);
  const pidFile = path.join(nginxDir, 'nginx.pid');
  const errorLog = path.join(nginxDir, 'error.log');
  const config = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(
    config,
    [
      'worker_processes 1;',
      `pid ${pidFile};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`),
      `  include ${path.join(nginxDir, 'marketplace.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { config, pidFile, errorLog };
}

/**
 * Starts nginx as a daemon: the command returns once nginx listens (or fails with its
 * reason), so nothing has to poll for it. Returns its stop.
 */
function startNginx(binary: string, config: string, pidFile: string): () => Promise<void> {
  const started = spawnSync(binary, ['-c', config], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr.trim()}`);
  return async () => {
    spawnSync(binary, ['-c', config, '-s', 'stop'], { encoding: 'utf8' });
    // nginx's master removes its pid file as its last act.
    while (fs.existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const count = options.processes ?? 3;
  const binary = nginxBinary();
  fs.mkdirSync(options.dir, { recursive: true });
  // nginx serves the release store in it (dir/releases), and its workers run as another user when root starts it.
  fs.chmodSync(options.dir, 0o755);
  await ensureDatabase(options.databaseUrl);
  const port = options.port || (await freePort());
  const processPorts = Array.from({ length: count }, (_, index) => (options.port ? options.port + index + 1 : 0));
  const env = (processPort: number): Record<string, string> => ({
    PORT: String(processPort),
    DATA_DIR: options.dir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret,
    TRUST_PROXY: 'true',
    LOG_LEVEL: options.logLevel ?? 'warn',
  });
  const started: ServerProcess[] = [];
  let stopNginx: (() => Promise<void>) | undefined;
  const stop = async () => {
    await stopNginx?.();
    await Promise.all(started.map((server) => server.stop()));
  };
  try {
    const start = async (processPort: number, index: number) => {
      const label = `app:${processPort || index + 1}`;
      // The first also ships the remotes' builds into the shared store, which nginx serves, as npm start does.
      const args = index === 0 ? ['--ship-built'] : [];
      started.push(await startServerProcess(env(processPort), { onLine: (line) => options.onLine?.(label, line), args, script: options.script }));
    };
    // The first migrates, adds the demo data and ships the remotes alone; then the others.
    await start(processPorts[0], 0);
    await Promise.all(processPorts.slice(1).map((processPort, index) => start(processPort, index + 1)));
    const processUrls = started.map((server) => server.url);
    const { config, pidFile, errorLog } = writeNginxConfig(
      options.dir,
      port,
      processUrls.map((url) => Number(new URL(url).port)),
    );
    stopNginx = startNginx(binary, config, pidFile);
    return { url: `http://127.0.0.1:${port}`, processUrls, pids: started.map((server) => server.pid), nginxErrorLog: errorLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
