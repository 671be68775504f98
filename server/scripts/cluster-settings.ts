// The settings `npm run cluster` and `npm run cluster:check` share, from the
// environment. npm runs both inside server/, so a relative CLUSTER_DIR is taken
// from where npm was called (INIT_CWD), as the person typing it means.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function clusterSettings() {
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  return {
    port,
    /** Each process's own address (nginx's port + 1, + 2, + 3). */
    processUrls: [1, 2, 3].map((offset) => `http://127.0.0.1:${port + offset}`),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_cluster',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    clusterDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CLUSTER_DIR ?? path.join(ROOT, 'data-cluster')),
  };
}
