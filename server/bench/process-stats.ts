// Where a benchmark server's time goes, told from inside its process (bench/serve-app.ts
// installs it): how busy its event loop was (the share of wall time spent running
// JavaScript), its CPU time, and how long its requests waited for a pooled PostgreSQL
// connection. SIGUSR2 prints the figures since the last one as one `bench-stats {json}`
// line on stdout and starts counting again; readProcessStats (the benchmark's side)
// sends the signal and awaits that line.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type pg from 'pg';
import type { ServerProcess } from '../src/test/server-process';
import { percentile } from './load';

export interface ProcessStats {
  seconds: number;
  /** The event loop's busy share of the wall time (0..1). */
  eventLoopBusy: number;
  cpuSeconds: number;
  /** The part of cpuSeconds spent in the kernel on the process's behalf (its socket sends and receives among it). */
  cpuKernelSeconds: number;
  /** Connections taken from the pool, and the waits for them (ms); PGlite has no pool. */
  poolAcquires: number;
  poolWaitP50Ms: number;
  poolWaitP99Ms: number;
  poolWaitTotalSeconds: number;
}

const STATS_LINE = 'bench-stats ';
/** What serve-app.ts prints when the sweep SIGUSR1 started has run. */
export const SWEEP_DONE_LINE = 'bench-sweep-done ';

/** In the server process: counts from now, and answers SIGUSR2. `pool` is the PostgreSQL pool, if any. */
export function installProcessStats(pool: pg.Pool | null): void {
  let waits: number[] = [];
  if (pool) {
    // pg-pool's query() takes its connection through this.connect too, so every acquire is seen.
    const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
    (pool as unknown as { connect: typeof connect }).connect = (callback) => {
      const asked = performance.now();
      if (callback) {
        return connect((...args: unknown[]) => {
          waits.push(performance.now() - asked);
          callback(...args);
        });
      }
      return (connect() as Promise<unknown>).then((client) => {
        waits.push(performance.now() - asked);
        return client;
      });
    };
  }
  let since = { at: performance.now(), loop: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
  process.on('SIGUSR2', () => {
    const loop: EventLoopUtilization = performance.eventLoopUtilization(since.loop);
    const cpu = process.cpuUsage(since.cpu);
    const sorted = [...waits].sort((a, b) => a - b);
    const stats: ProcessStats = {
      seconds: (performance.now() - since.at) / 1000,
      eventLoopBusy: loop.utilization,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      cpuKernelSeconds: cpu.system / 1e6,
      poolAcquires: waits.length,
      poolWaitP50Ms: percentile(sorted, 0.5) || 0,
      poolWaitP99Ms: percentile(sorted, 0.99) || 0,
      poolWaitTotalSeconds: waits.reduce((sum, wait) => sum + wait, 0) / 1000,
    };
    console.log(`${STATS_LINE}${JSON.stringify(stats)}`);
    waits = [];
    since = { at: performance.now(), loop: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
  });
}

/**
 * The benchmark's side: a reader to pass as the server process's onLine, and read(), which
 * asks the server for its figures since the last read (the first read only starts the count).
 */
export function processStatsReader(): { onLine: (line: string) => void; read: (server: ServerProcess) => Promise<ProcessStats> } {
  let waiting: ((stats: ProcessStats) => void) | null = null;
  return {
    onLine(line) {
      if (!line.startsWith(STATS_LINE) || !waiting) return;
      const resolve = waiting;
      waiting = null;
      resolve(JSON.parse(line.slice(STATS_LINE.length)) as ProcessStats);
    },
    read(server) {
      return new Promise((resolve) => {
        waiting = resolve;
        process.kill(server.pid, 'SIGUSR2');
      });
    },
  };
}
