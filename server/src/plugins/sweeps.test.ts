// The sweeps registry and its schedule: every job runs with the clock's time,
// one by name or all at once, never two runs at a time in one process, and a
// failing job is logged without stopping the others or the schedule.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestClock } from '../test/test-clock';
import { requestDueAt } from '../db/request-order';
import { createSweeps, startSweepSchedule, SWEEP_MAY_WAIT_MS } from './sweeps';

/** A promise the test settles by hand, to await a state instead of a time. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The app's log lines as JSON, for asserting what was logged. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'error', stream } };
}

describe('sweeps', () => {
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  const log = logCapture();
  let t: TestApp;
  before(async () => {
    t = await createTestApp('pglite', { clock, logger: log.logger });
  });
  after(() => t.close());

  it('runs every job with the clock’s time on runAll, and one job by name', async () => {
    const seen: Array<[string, string]> = [];
    const sweeps = createSweeps({ clock, log: t.app.log });
    sweeps.register('holds', async ({ now }) => void seen.push(['holds', now.toISOString()]));
    sweeps.register('requests', async ({ now }) => void seen.push(['requests', now.toISOString()]));
    assert.deepEqual(sweeps.names(), ['holds', 'requests']);

    await sweeps.runAll();
    clock.advance(60_000);
    await sweeps.run('requests');
    assert.deepEqual(seen, [
      ['holds', '2026-06-01T00:00:00.000Z'],
      ['requests', '2026-06-01T00:00:00.000Z'],
      ['requests', '2026-06-01T00:01:00.000Z'],
    ]);
    await assert.rejects(sweeps.run('missing'), /No sweep job named missing/);
    assert.throws(() => sweeps.register('holds', async () => undefined), /already registered/);
  });

  it("runs a job as background work: each of its checkouts is due SWEEP_MAY_WAIT_MS after it asks, so requests go first", async () => {
    const asked: Array<{ at: number; due: number }> = [];
    const sweeps = createSweeps({ clock, log: t.app.log });
    sweeps.register('payouts', async () => {
      for (let step = 0; step < 2; step += 1) {
        const at = performance.now();
        asked.push({ at, due: requestDueAt() });
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    });
    await sweeps.run('payouts');
    assert.equal(asked.length, 2);
    for (const { at, due } of asked) assert.ok(due >= at + SWEEP_MAY_WAIT_MS, `due ${due} at least ${SWEEP_MAY_WAIT_MS} ms after ${at}`);
    // Each step's own allowance, not one fixed at the job's start.
    assert.ok(asked[1]!.due >= asked[1]!.at + SWEEP_MAY_WAIT_MS && asked[1]!.due > asked[0]!.due);
    // Outside a job, work is due when it asks.
    const now = performance.now();
    assert.ok(requestDueAt() < now + SWEEP_MAY_WAIT_MS);
  });

  it('logs a failing job, still runs the others, and then rejects so a test cannot miss it', async () => {
    const sweeps = createSweeps({ clock, log: t.app.log });
    const ran: string[] = [];
    sweeps.register('broken', async () => {
      throw new Error('boom');
    });
    sweeps.register('after the broken one', async () => void ran.push('after'));

    await assert.rejects(sweeps.runAll(), (error: unknown) => {
      assert.ok(error instanceof AggregateError);
      assert.equal((error.errors[0] as Error).message, 'boom');
      return true;
    });
    assert.deepEqual(ran, ['after']);
    const logged = log.lines.find((line) => line.sweep === 'broken');
    assert.equal(logged?.msg, 'sweep job failed');
    assert.equal((logged?.err as { message?: string } | undefined)?.message, 'boom');
  });

  it('never runs two sweeps at once in one process', async () => {
    const sweeps = createSweeps({ clock, log: t.app.log });
    const events: string[] = [];
    const gate = deferred();
    const firstStarted = deferred();
    let calls = 0;
    sweeps.register('slow', async () => {
      calls += 1;
      const call = calls;
      events.push(`start ${call}`);
      if (call === 1) {
        firstStarted.resolve();
        await gate.promise;
      }
      events.push(`end ${call}`);
    });
    const first = sweeps.runAll();
    const second = sweeps.run('slow');
    await firstStarted.promise;
    gate.resolve();
    await Promise.all([first, second]);
    assert.deepEqual(events, ['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('on a schedule, sweeps at once and again after each interval, through failures', async () => {
    const sweeps = createSweeps({ clock, log: t.app.log });
    const third = deferred<number>();
    let calls = 0;
    sweeps.register('flaky', async () => {
      calls += 1;
      if (calls === 3) third.resolve(calls);
      if (calls === 1) throw new Error('the first run fails');
    });
    const schedule = startSweepSchedule(sweeps, 1);
    try {
      assert.equal(await third.promise, 3, 'the failure did not stop the schedule');
    } finally {
      await schedule.stop();
    }
  });

  it('the app runs its sweeps on the interval it was given; test apps leave them to the test', async () => {
    const scheduled = await createTestApp('pglite', { clock, sweepIntervalMs: 1 });
    try {
      const ran = deferred();
      scheduled.app.sweeps.register('probe', async () => ran.resolve());
      await ran.promise;
    } finally {
      await scheduled.close();
    }
    assert.deepEqual(
      t.app.sweeps.names(),
      [
        'realtime.expired-sockets',
        'uploads.delete-orphans',
        'bookings.expire-holds',
        'bookings.cancel-unaccepted',
        'bookings.reminders',
        'availability.calendars',
        'payments.refunds',
        'earnings.transitions',
        'earnings.dispute-refunds',
        'earnings.payouts',
        'earnings.weekly-payouts',
        'reviews.announce-published',
        'email.presence',
      ],
      'the features register their jobs',
    );
  });
});
