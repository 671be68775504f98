// A benchmark's server in a process of its own, so the load a benchmark makes
// never runs in the process it measures: the real app (startBenchApp) on a
// fresh benchmark database, with the app options of BENCH_APP_OPTIONS (JSON:
// limits, trustProxy). A benchmark-only entry, never the production one; it
// prints start.ts's line once it listens and stops on SIGTERM.
// Started by startBenchAppProcess (bench/app-process.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppOptions } from '../src/app';
import { startBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';

const options = JSON.parse(process.env.BENCH_APP_OPTIONS ?? '{}') as Partial<Pick<AppOptions, 'limits' | 'trustProxy'>>;
const db = await openBenchDatabase();
const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-app-'));
const { app, base } = await startBenchApp(db.handle.db, tempDir, undefined, options);
console.log(`Marketplace running at http://localhost:${new URL(base).port}`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
