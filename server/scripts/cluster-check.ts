// npm run cluster:check, against a running `npm run cluster`: the promises that
// must hold across processes (./cluster-promises.ts), checked on the cluster's own
// database. Reads CLUSTER_PORT, CLUSTER_DIR and DATABASE_URL as npm run cluster
// does. Exits 1 with the problems when anything does not hold.
import fs from 'node:fs';
import path from 'node:path';
import { clusterPromiseProblems } from './cluster-promises';
import { clusterSettings } from './cluster-settings';

const { clusterDir, databaseUrl, processUrls } = clusterSettings();
const jwtSecret = fs.readFileSync(path.join(clusterDir, 'jwt-secret'), 'utf8').trim();
const problems = await clusterPromiseProblems({ processUrls, databaseUrl, jwtSecret });
if (problems.length > 0) {
  console.error(`cluster check failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('cluster check: one booking per slot across the processes, the webhook confirmed once, money invariants hold, a login limit counted across them');
