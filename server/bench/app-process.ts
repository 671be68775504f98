// The app a benchmark measures, in a process of its own (bench/serve-app.ts):
// the load generator and the measured server never share an event loop.
import type { AppOptions } from '../src/app';
import { startServerProcess, type ServerProcess } from '../src/test/server-process';
import type { BenchDatabase } from './bench-database';

export interface BenchAppProcessOptions {
  app?: Partial<Pick<AppOptions, 'limits' | 'trustProxy'>>;
  /** A database the benchmark seeded (opened through lend on PGlite); a fresh one otherwise. */
  database?: BenchDatabase;
  /** Demo data on an empty database, as `npm start` adds to a fresh data directory. */
  demoData?: boolean;
  /** Log as `npm start` does (LOG_LEVEL, info by default), into /dev/null. */
  productionLogging?: boolean;
  /** Each line the server prints (processStatsReader's onLine). */
  onLine?: (line: string) => void;
  /** A sweep SIGUSR1 runs once in the server (serve-app.ts). */
  sweepOnSignal?: string;
}

export function startBenchAppProcess({ app = {}, database, demoData = false, productionLogging = false, onLine, sweepOnSignal }: BenchAppProcessOptions = {}): Promise<ServerProcess> {
  return startServerProcess(
    {
      BENCH_APP_OPTIONS: JSON.stringify(app),
      ...(database ? { BENCH_SERVE_DATABASE: JSON.stringify(database.serverDatabase) } : {}),
      ...(process.env.BENCH_DATABASE_URL ? { BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      ...(demoData ? { BENCH_SEED: 'demo' } : {}),
      ...(sweepOnSignal ? { BENCH_SWEEP_ON_SIGNAL: sweepOnSignal } : {}),
      ...(productionLogging ? { BENCH_LOGGER: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } : {}),
    },
    { script: 'bench/serve-app.ts', onLine },
  );
}

/** A server process on `database` for the length of `use` (lent to it on PGlite), stopped after. */
export async function withBenchAppProcess<T>(options: BenchAppProcessOptions & { database: BenchDatabase }, use: (server: ServerProcess) => Promise<T>): Promise<T> {
  return options.database.lend(async () => {
    const server = await startBenchAppProcess(options);
    try {
      return await use(server);
    } finally {
      await server.stop();
    }
  });
}
