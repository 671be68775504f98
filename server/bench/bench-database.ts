// A fresh, migrated database for a benchmark: PGlite in a temporary directory
// by default, or a new database on the PostgreSQL server of BENCH_DATABASE_URL
// (created here and dropped afterwards). Also a raw query helper for bulk SQL
// and EXPLAIN, which both drivers answer as { rows }, and what a server process
// of its own needs to open the same database (serverDatabase, lend: PGlite is
// one process's at a time).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/database';
import { createPostgresDatabase } from '../src/test/databases';

/** The database a server process opens (bench/serve-app.ts, BENCH_SERVE_DATABASE), as JSON. */
export type ServedDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface BenchDatabase {
  /** Reopened after a server process has used the database (lend): read it where it is used. */
  handle: DatabaseHandle;
  label: string;
  /** The connection string, on PostgreSQL (for server processes of their own); PGlite has none. */
  url?: string;
  serverDatabase: ServedDatabase;
  /**
   * Runs `use` while a server process may open the database: on PGlite the handle is closed
   * first (one process at a time) and reopened after; PostgreSQL stays open.
   */
  lend<T>(use: () => Promise<T>): Promise<T>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** What a benchmark's server process names its PostgreSQL connections (pg_stat_activity.application_name). */
export const SERVER_APPLICATION_NAME = 'marketplace-bench-server';

export function withApplicationName(url: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', SERVER_APPLICATION_NAME);
  return named.toString();
}

function rawQuery(handleOf: () => DatabaseHandle) {
  return async <Row>(text: string, params: unknown[] = []): Promise<Row[]> => {
    const result = await (handleOf().client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params);
    return result.rows as Row[];
  };
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl, 'marketplace_bench');
    const url = new URL(created.url);
    const handle = await openDatabase({ kind: 'postgres', url: created.url, maxConnections: 20 });
    await handle.migrate();
    const db: BenchDatabase = {
      handle,
      label: `PostgreSQL (${url.host})`,
      url: created.url,
      serverDatabase: { kind: 'postgres', url: created.url },
      lend: (use) => use(),
      query: rawQuery(() => db.handle),
      async close() {
        await db.handle.close();
        await created.drop();
      },
    };
    return db;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  const db: BenchDatabase = {
    handle,
    label: 'PGlite (embedded, temporary data directory)',
    serverDatabase: { kind: 'pglite', dataDir },
    async lend(use) {
      await db.handle.close();
      try {
        return await use();
      } finally {
        db.handle = await openDatabase({ kind: 'pglite', dataDir });
      }
    },
    query: rawQuery(() => db.handle),
    async close() {
      await db.handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return db;
}
