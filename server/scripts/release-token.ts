// Makes a release token on the server's database, for a deployment's first ship:
// until the remotes are shipped there is no admin console to make one on (the
// Releases screen is mf-admin's), so the operator, who holds the database, makes
// the first one here. It prints the token once; the database keeps its hash.
// Every later token is an admin's, on /admin/releases.
//
//   npm run release-token -- --name "first deploy" [--remote mf-chat|all] [--days 1]
//
// With DATABASE_URL (a deployment) it runs beside the server; on PGlite (DATA_DIR)
// only while the server is stopped, as one process holds that folder.
import path from 'node:path';
import { createReleaseTokenSchema, REMOTE_DIRS } from '@marketplace/shared-api/schemas/releases';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/data-dir-lock';
import { createAuditLog } from '../src/features/admin/audit-log';
import { createReleaseTokens } from '../src/features/releases/release-tokens';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};

async function main(): Promise<string> {
  const input = createReleaseTokenSchema.safeParse({ name: option('name') ?? '', remote: option('remote') ?? 'all', expiresInDays: Number(option('days') ?? 1) });
  if (!input.success) throw new Error(`${input.error.issues.map((issue) => issue.message).join('; ')} (remotes: ${REMOTE_DIRS.join(', ')}, all)`);
  const config = loadConfig();
  const release = config.DATABASE_URL ? () => undefined : acquireDataDirLock(config.DATA_DIR);
  const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    const tokens = createReleaseTokens({ db: database.db, clock: systemClock, audit: createAuditLog({ db: database.db, clock: systemClock }) });
    const { remote, name, expiresInDays } = input.data;
    const { token, description } = await tokens.create(null, { name, remote: remote === 'all' ? null : remote, expiresInDays });
    return `Release token "${description.name}" for ${description.remote ?? 'every remote'}, until ${description.expiresAt} (shown once):\n${token}`;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (text) => console.log(text),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
