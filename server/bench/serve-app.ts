// A benchmark's server in a process of its own, so the load a benchmark makes
// never runs in the process it measures: the real app (startBenchApp) with the
// app options of BENCH_APP_OPTIONS (JSON: limits, trustProxy), on the database
// of BENCH_SERVE_DATABASE (JSON, ServedDatabase: one the benchmark seeded) or
// else a fresh benchmark database. BENCH_SEED=demo adds the demo data to an
// empty database, as `npm start` does on a fresh data directory;
// BENCH_LOGGER=production logs as `npm start` does, into /dev/null. SIGUSR2
// prints where its time went (process-stats.ts); with BENCH_SWEEP_ON_SIGNAL, SIGUSR1
// runs that sweep once; BENCH_CPU_PROFILE=<dir> writes its CPU profile (cpu-profile.ts). A
// benchmark-only entry, never the production one; it prints start.ts's line
// once it listens and stops on SIGTERM. Started by startBenchAppProcess
// (bench/app-process.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@marketplace/shared-api/constants';
import type { AppOptions } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { createPasswordHasher } from '../src/features/auth/passwords';
import { DiskImageStorage } from '../src/features/uploads/storage';
import { seedDemoData } from '../src/seed/index';
import { productionLogger, startBenchApp } from './bench-app';
import { openBenchDatabase, withApplicationName, type ServedDatabase } from './bench-database';
import { startCpuProfile } from './cpu-profile';
import { installProcessStats, SWEEP_DONE_LINE } from './process-stats';

const options = JSON.parse(process.env.BENCH_APP_OPTIONS ?? '{}') as Partial<Pick<AppOptions, 'limits' | 'trustProxy'>>;
const served = process.env.BENCH_SERVE_DATABASE ? (JSON.parse(process.env.BENCH_SERVE_DATABASE) as ServedDatabase) : null;
const db = served
  ? await (async () => {
      // Named, so a benchmark sampling pg_stat_activity tells the server's connections from its own.
      const handle = await openDatabase(served.kind === 'postgres' ? { kind: 'postgres', url: withApplicationName(served.url), maxConnections: 20 } : served);
      await handle.migrate();
      // The benchmark owns the database: closing lets it go, never drops it.
      return { handle, close: () => handle.close() };
    })()
  : await openBenchDatabase();
const stopCpuProfile = await startCpuProfile(process.env.BENCH_CPU_PROFILE);
installProcessStats(db.handle.driver === 'node-postgres' ? (db.handle.client as pg.Pool) : null);
const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-app-'));
const logger = process.env.BENCH_LOGGER === 'production' ? productionLogger() : false;
const { app, base } = await startBenchApp(db.handle.db, tempDir, undefined, { ...options, logger });
if (process.env.BENCH_SEED === 'demo') {
  await seedDemoData({
    app,
    db: db.handle.db,
    storage: new DiskImageStorage(path.join(tempDir, 'uploads')),
    passwords: createPasswordHasher(),
    clock: systemClock,
    paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
  });
}
// A sweep a benchmark starts mid-race, as the schedule would (SIGUSR1 runs BENCH_SWEEP_ON_SIGNAL once).
const signalledSweep = process.env.BENCH_SWEEP_ON_SIGNAL;
if (signalledSweep) {
  process.on('SIGUSR1', () => {
    const started = performance.now();
    // A failed run is reported to the benchmark, which fails with it, rather than ending the server mid-race.
    void app.sweeps.run(signalledSweep).then(
      () => console.log(`${SWEEP_DONE_LINE}${JSON.stringify({ ms: performance.now() - started })}`),
      (error: unknown) => console.log(`${SWEEP_DONE_LINE}${JSON.stringify({ ms: performance.now() - started, error: String(error) })}`),
    );
  });
}
console.log(`Marketplace running at http://localhost:${new URL(base).port}`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await stopCpuProfile();
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
