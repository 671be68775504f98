// Timed state changes (a payment hold that expires, a request whose start
// passed) are data, swept by the server: features register named sweep jobs
// here, and the app runs all of them once at start and then every
// sweepIntervalMs. Tests leave the schedule off, move their clock and call
// app.sweeps.runAll() (or run(name)) themselves.
//
// A job runs with the clock's time read when it starts. Several server
// processes run the same jobs at once, so a job claims its rows inside a
// transaction with SELECT ... FOR UPDATE SKIP LOCKED and changes only those:
// a row is swept once, by whichever process locked it first.
// A failing job is logged and never stops the others, the schedule or the process.
// A job is background work: the requests that arrive while it runs are served first
// (request-order.ts), each step of the job waiting for them no longer than SWEEP_MAY_WAIT_MS.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { asBackgroundWork } from '../db/request-order';

export const DEFAULT_SWEEP_INTERVAL_MS = 30_000;
/**
 * How long each of a job's checkouts may wait for requests. A job acts on times already passed,
 * which the routes judge by the clock themselves (an expired hold cannot be paid): seconds later
 * change nothing a member sees.
 */
export const SWEEP_MAY_WAIT_MS = 2_000;

export interface SweepContext {
  /** The clock's time when this run of the job started. */
  now: Date;
  log: FastifyBaseLogger;
}

export type SweepJob = (context: SweepContext) => Promise<void>;

export interface Sweeps {
  /** Adds a job under a unique name. */
  register(name: string, job: SweepJob): void;
  names(): string[];
  /** Runs one job now; rejects with its error. */
  run(name: string): Promise<void>;
  /**
   * Runs every job once, in the order registered, each on its own: a failure is
   * logged and the next job still runs. Rejects afterwards with an AggregateError
   * when any job failed, so a test cannot miss it.
   */
  runAll(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sweeps: Sweeps;
  }
}

export function createSweeps({ clock, log }: { clock: Clock; log: FastifyBaseLogger }): Sweeps {
  const jobs = new Map<string, SweepJob>();
  // Runs in this process never overlap (the schedule and a test, or two ticks): each waits for the one before.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  const runJob = async (name: string, job: SweepJob) => {
    try {
      await asBackgroundWork(SWEEP_MAY_WAIT_MS, () => job({ now: clock.now(), log }));
    } catch (error) {
      log.error({ err: error, sweep: name }, 'sweep job failed');
      throw error;
    }
  };

  return {
    register(name, job) {
      if (jobs.has(name)) throw new Error(`A sweep job named ${name} is already registered`);
      jobs.set(name, job);
    },
    names: () => [...jobs.keys()],
    run(name) {
      const job = jobs.get(name);
      if (!job) return Promise.reject(new Error(`No sweep job named ${name}`));
      return serialised(() => runJob(name, job));
    },
    runAll() {
      return serialised(async () => {
        const failures: unknown[] = [];
        for (const [name, job] of jobs) {
          await runJob(name, job).catch((error: unknown) => failures.push(error));
        }
        if (failures.length > 0) throw new AggregateError(failures, `${failures.length} sweep job(s) failed`);
      });
    },
  };
}

/**
 * Runs every job now and then every intervalMs after the previous run ended (so
 * runs never pile up behind a slow one). Failures were logged by runAll; the
 * schedule goes on. stop() cancels the next run and waits for the current one.
 */
export function startSweepSchedule(sweeps: Sweeps, intervalMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = () => {
    current = sweeps.runAll().catch(() => undefined);
    void current.then(() => {
      if (stopped) return;
      timer = setTimeout(tick, intervalMs);
      // The schedule alone never keeps a process alive.
      timer.unref();
    });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** Decorates app.sweeps; with an interval, starts the schedule when the app is ready and stops it before it closes. */
export function registerSweeps(app: FastifyInstance, { clock, intervalMs }: { clock: Clock; intervalMs: number }): void {
  const sweeps = createSweeps({ clock, log: app.log });
  app.decorate('sweeps', sweeps);
  if (intervalMs <= 0) return;
  let schedule: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    schedule = startSweepSchedule(sweeps, intervalMs);
  });
  app.addHook('preClose', async () => {
    await schedule?.stop();
  });
}
