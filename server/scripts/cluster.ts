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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clusterSettings } from './cluster-settings';
import { startCluster } from './cluster-topology';

const { port, databaseUrl, redisUrl, clusterDir } = clusterSettings();

/** Kept in the shared directory, so a restarted cluster accepts the tokens it signed before. */
function jwtSecret(): string {
  const file = path.join(clusterDir, 'jwt-secret');
  fs.mkdirSync(clusterDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

try {
  const cluster = await startCluster({
    port,
    databaseUrl,
    redisUrl,
    dir: clusterDir,
    jwtSecret: jwtSecret(),
    logLevel: process.env.LOG_LEVEL,
    onLine: (label, line) => console.log(`[${label}] ${line}`),
  });
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Cluster running at ${cluster.url} (processes ${cluster.processUrls.join(', ')}, data in ${clusterDir}, nginx errors in ${cluster.nginxErrorLog})`);
} catch (error) {
  console.error('[cluster]', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
