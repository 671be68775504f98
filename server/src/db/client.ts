// Opens the database: node-postgres when a connection URL is given (PostgreSQL,
// several processes), PGlite otherwise (embedded, in a data directory, or in
// memory for tests). No connection is held in a module-level global.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { OrderedPool } from './ordered-pool';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new OrderedPool({
      connectionString: location.url,
      max: location.maxConnections ?? 10,
      // A database that does not answer at all (network cut) must not hold requests forever:
      // the connect fails, and the request is answered 503 with Retry-After (plugins/errors.ts).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle pooled connection can be cut by the server (restart, admin kill, a dropped
    // test database). pg emits that on the pool; unhandled, it would crash the process.
    // The pool already discards the broken client; the next query opens a new one.
    pool.on('error', (error) => console.error('PostgreSQL connection lost (idle client dropped)', error.message));
    const db = drizzleNodePostgres(pool);
    return {
      db,
      client: pool,
      driver: 'node-postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const options = { extensions: PGLITE_EXTENSIONS };
  return openPglite(location.dataDir ? new PGlite(location.dataDir, options) : new PGlite(options));
}

/** Wraps an already created PGlite (tests start theirs from a migrated template). */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
