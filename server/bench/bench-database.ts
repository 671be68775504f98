// A fresh, migrated database for a benchmark: PGlite in a temporary directory
// by default, or a new database on the PostgreSQL server of BENCH_DATABASE_URL
// (created here and dropped afterwards). Also a raw query helper for bulk SQL
// and EXPLAIN, which both drivers answer as { rows }.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/database';
import { createPostgresDatabase } from '../src/test/databases';

export interface BenchDatabase {
  handle: DatabaseHandle;
  label: string;
  /** The connection string, on PostgreSQL (for server processes of their own); PGlite has none. */
  url?: string;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

function rawQuery(handle: DatabaseHandle) {
  return async <Row>(text: string, params: unknown[] = []): Promise<Row[]> => {
    const result = await (handle.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params);
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
    return {
      handle,
      label: `PostgreSQL (${url.host})`,
      url: created.url,
      query: rawQuery(handle),
      async close() {
        await handle.close();
        await created.drop();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  return {
    handle,
    label: 'PGlite (embedded, temporary data directory)',
    query: rawQuery(handle),
    async close() {
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
