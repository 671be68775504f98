// npm run cluster: three server processes on the local PostgreSQL and Redis behind
// nginx (Debian's package, installed with apt-get when missing), sharing one
// upload directory, as deploy/compose.yaml runs them in production.
//
//   CLUSTER_PORT   nginx's port (default 8080); the processes take the next three
//   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/marketplace_cluster (created when missing)
//   REDIS_URL      default redis://127.0.0.1:6379
//   CLUSTER_DIR    shared data (uploads, JWT secret) and nginx's files; default ./data-cluster
//
// The first process starts alone (it migrates and adds the demo data once), then
// the other two. Ctrl-C stops everything it started. Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clusterDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, 'data-cluster'));
const appPorts = [1, 2, 3].map((offset) => port + offset);
const children = [];

function nginxBinary() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  console.log('[cluster] nginx is missing: apt-get install -y nginx');
  const installed = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (installed.status !== 0) throw new Error('could not install nginx (apt-get install -y nginx needs root)');
  return '/usr/sbin/nginx';
}

/** The cluster's database on the local PostgreSQL, created when missing. */
async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** One secret for all three: a token one process signs, another checks. Kept in the shared directory. */
function jwtSecret() {
  const file = path.join(clusterDir, 'jwt-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

function prefixed(label, stream) {
  createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
}

/** Starts one server process; resolves when it prints that it is running. */
function startProcess(appPort, secret) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: clusterDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      TRUST_PROXY: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefixed(`app:${appPort}`, child.stderr);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(`[app:${appPort}] ${line}`);
      if (line.startsWith('Marketplace running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the process on ${appPort} exited with ${code}`)));
  });
}

/** nginx's own config around deploy/nginx/marketplace.conf.template, in the cluster directory, run in the foreground. */
function startNginx(binary) {
  const nginxDir = path.join(clusterDir, 'nginx');
  fs.mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
  const site = fs
    .readFileSync(path.join(root, 'deploy', 'nginx', 'marketplace.conf.template'), 'utf8')
    .replaceAll('${MARKETPLACE_LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${MARKETPLACE_UPSTREAMS}', appPorts.map((appPort) => `server 127.0.0.1:${appPort};`).join(' '));
  fs.writeFileSync(path.join(nginxDir, 'marketplace.conf'), site);
  const temp = path.join(nginxDir, 'temp');
  fs.writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(nginxDir, 'nginx.pid')};`,
      `error_log ${path.join(nginxDir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`),
      `  include ${path.join(nginxDir, 'marketplace.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  prefixed('nginx', child.stdout);
  prefixed('nginx', child.stderr);
  child.once('exit', (code) => console.log(`[nginx] exited with ${code}`));
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

try {
  fs.mkdirSync(clusterDir, { recursive: true });
  const binary = nginxBinary();
  await ensureDatabase();
  const secret = jwtSecret();
  await startProcess(appPorts[0], secret);
  await Promise.all(appPorts.slice(1).map((appPort) => startProcess(appPort, secret)));
  startNginx(binary);
  console.log(`Cluster running at http://127.0.0.1:${port} (processes on ${appPorts.join(', ')}, data in ${clusterDir})`);
} catch (error) {
  console.error('[cluster]', error instanceof Error ? error.message : error);
  stopAll();
  process.exitCode = 1;
}
