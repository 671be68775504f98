import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKeyedQueue } from './keyed-queue';

/** A job that records its start and runs until the test lets it finish (or fail). */
function heldJob(started: string[], name: string) {
  let finish!: (outcome?: Error) => void;
  const done = new Promise<void>((resolve, reject) => (finish = (outcome) => (outcome ? reject(outcome) : resolve())));
  return {
    finish,
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a keyed queue', () => {
  it('runs the jobs of one key one after another, in order, and other keys beside them', async () => {
    const queue = createKeyedQueue();
    const started: string[] = [];
    const [a1, a2, b1] = [heldJob(started, 'a1'), heldJob(started, 'a2'), heldJob(started, 'b1')];
    const answers = [queue('a', a1.run), queue('a', a2.run), queue('b', b1.run)];
    await settled();
    assert.deepEqual(started, ['a1', 'b1'], 'a2 waits for a1; b1 does not');
    a1.finish();
    assert.equal(await answers[0], 'a1');
    await settled();
    assert.deepEqual(started, ['a1', 'b1', 'a2']);
    a2.finish();
    b1.finish();
    assert.deepEqual(await Promise.all(answers), ['a1', 'a2', 'b1']);
  });

  it('runs the next job of a key after one that failed, and answers each its own outcome', async () => {
    const queue = createKeyedQueue();
    const started: string[] = [];
    const [first, second] = [heldJob(started, 'first'), heldJob(started, 'second')];
    const answers = [queue('member', first.run), queue('member', second.run)];
    first.finish(new Error('over the balance'));
    await assert.rejects(answers[0], /over the balance/);
    await settled();
    assert.deepEqual(started, ['first', 'second']);
    second.finish();
    assert.equal(await answers[1], 'second');
  });
});
