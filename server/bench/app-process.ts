// The app a benchmark measures, in a process of its own (bench/serve-app.ts):
// the load generator and the measured server never share an event loop.
import type { AppOptions } from '../src/app';
import { startServerProcess, type ServerProcess } from '../src/test/server-process';

export function startBenchAppProcess(options: Partial<Pick<AppOptions, 'limits' | 'trustProxy'>> = {}): Promise<ServerProcess> {
  return startServerProcess(
    { BENCH_APP_OPTIONS: JSON.stringify(options), ...(process.env.BENCH_DATABASE_URL ? { BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) },
    { script: 'bench/serve-app.ts' },
  );
}
