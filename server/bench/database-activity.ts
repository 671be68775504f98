// What the server process's database connections are doing during a race (PostgreSQL only), sampled
// from pg_stat_activity every few milliseconds by the benchmark's own connection:
// connection-seconds running a statement, waiting for a row lock, idle inside a
// transaction (held by a request while the server's JavaScript runs or waits) and
// idle in the pool, and the most connections seen waiting for a lock at once.
import { SERVER_APPLICATION_NAME, type BenchDatabase } from './bench-database';

const SAMPLE_MS = 20;

export interface DatabaseActivity {
  samples: number;
  runningSeconds: number;
  lockWaitSeconds: number;
  idleInTransactionSeconds: number;
  idleSeconds: number;
  mostWaitingForLocks: number;
}

interface ActivityRow {
  state: string | null;
  waiting: boolean;
  count: number;
}

/** Samples until the returned stop() is called (PostgreSQL); null on PGlite, whose one connection has no one to wait for. */
export function sampleDatabaseActivity(db: BenchDatabase): { stop: () => Promise<DatabaseActivity> } | null {
  if (!db.url) return null;
  const activity: DatabaseActivity = { samples: 0, runningSeconds: 0, lockWaitSeconds: 0, idleInTransactionSeconds: 0, idleSeconds: 0, mostWaitingForLocks: 0 };
  let running = true;
  const sampling = (async () => {
    let last = performance.now();
    while (running) {
      const started = performance.now();
      const rows = await db.query<ActivityRow>(
        `select state, wait_event_type = 'Lock' as waiting, count(*)::int as count from pg_stat_activity
         where application_name = $1 group by 1, 2`,
        [SERVER_APPLICATION_NAME],
      );
      // Each sample stands for the time since the one before it.
      const seconds = (performance.now() - last) / 1000;
      last = performance.now();
      activity.samples += 1;
      let waiting = 0;
      for (const row of rows) {
        if (row.waiting) waiting += row.count;
        if (row.waiting) activity.lockWaitSeconds += row.count * seconds;
        else if (row.state === 'active') activity.runningSeconds += row.count * seconds;
        else if (row.state?.startsWith('idle in transaction')) activity.idleInTransactionSeconds += row.count * seconds;
        else if (row.state === 'idle') activity.idleSeconds += row.count * seconds;
      }
      activity.mostWaitingForLocks = Math.max(activity.mostWaitingForLocks, waiting);
      const rest = SAMPLE_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      return activity;
    },
  };
}
