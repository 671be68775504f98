// Fresh databases for tests: PGlite in memory always, and PostgreSQL too when
// TEST_DATABASE_URL is set (a uniquely named database per app, dropped on close).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, openPglite } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import type { DatabaseHandle } from '../db/database';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty PGlite data directory, dumped from the first test database
 * of the process. Starting PGlite from it skips initdb and the migrations
 * (several times faster than a fresh start). It holds bytes, not a connection.
 */
let pgliteTemplate: Promise<File | Blob> | null = null;

async function openFreshPgliteAndKeepTemplate(): Promise<DatabaseHandle> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = await openPglite(client);
  await handle.migrate();
  // Dumped before any test writes, so the template is empty.
  pgliteTemplate = client.dumpDataDir('none');
  await pgliteTemplate;
  return handle;
}

/** How a test reaches its database: `route` rewrites the PostgreSQL URL (a fault test puts a TCP proxy in between). */
export interface TestDatabaseOptions {
  route?: (url: string) => string;
}

/** A migrated, empty database of the given kind. */
export async function openTestDatabase(kind: TestDatabaseKind, options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    if (!pgliteTemplate) return openFreshPgliteAndKeepTemplate();
    return openPglite(new PGlite({ loadDataDir: await pgliteTemplate, extensions: PGLITE_EXTENSIONS }));
  }
  const created = await createPostgresTestDatabase();
  const url = options.route ? options.route(created.url) : created.url;
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server (for a server process the test starts itself). */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(adminUrl, 'marketplace_test');
}

/** A new, empty database on adminUrl's server, named prefix + this process + random, and its drop. */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
