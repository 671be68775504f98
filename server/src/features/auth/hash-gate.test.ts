// The queue in front of argon2: at most `concurrency` run,
// at most `queue` wait, the rest are refused at once with 503 and Retry-After.
import assert from 'node:assert/strict';
import { it, describe } from 'node:test';
import { HttpError } from '../../http-error';
import { createHashGate, SERVER_BUSY_MESSAGE } from './hash-gate';

function controlled() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('hash gate', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, refuses the rest with 503', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const works = [controlled(), controlled(), controlled()];
    const started: number[] = [];
    const runs = works.map((work, index) =>
      gate.run(async () => {
        started.push(index);
        await work.promise;
        return index;
      }),
    );
    await Promise.resolve();
    assert.deepEqual(started, [0, 1], 'the third waits');
    await assert.rejects(gate.run(async () => 'refused'), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.statusCode, 503);
      assert.equal(error.message, SERVER_BUSY_MESSAGE);
      assert.equal(error.headers?.['retry-after'], '2');
      return true;
    });
    works[0].resolve();
    assert.equal(await runs[0], 0);
    await new Promise<void>((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1, 2], 'the waiting one took the free slot');
    works[1].resolve();
    works[2].resolve();
    assert.deepEqual(await Promise.all(runs), [0, 1, 2]);
    // Everything released: a new run starts at once.
    assert.equal(await gate.run(async () => 'again'), 'again');
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await assert.rejects(gate.run(async () => Promise.reject(new Error('boom'))), /boom/);
    assert.equal(await gate.run(async () => 'ok'), 'ok');
  });

  it('lets one caller hold at most `perCaller` places, running or waiting, and answers the rest 429', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 10, perCaller: 2 });
    const work = controlled();
    const runs = [gate.run(() => work.promise, 'flood'), gate.run(() => work.promise, 'flood')];
    await assert.rejects(gate.run(async () => 'third', 'flood'), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.statusCode, 429);
      assert.equal(error.headers?.['retry-after'], '2');
      return true;
    });
    const other = gate.run(async () => 'someone else', 'person');
    work.resolve();
    await Promise.all(runs);
    assert.equal(await other, 'someone else');
    // Its places given back, the caller is welcome again.
    assert.equal(await gate.run(async () => 'later', 'flood'), 'later');
  });
});
