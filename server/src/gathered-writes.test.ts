import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatheredWrites } from './gathered-writes';

/** A write that records what it was given and runs until the test lets it finish (or fail). */
function heldWrites() {
  const calls: Array<{ items: string[]; finish(error?: Error): void }> = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) => calls.push({ items, finish: (error) => (error ? reject(error) : resolve()) }));
  return { calls, write };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('gathered writes', () => {
  it('writes the first item at once, and everything asked for while it runs in one write after it', async () => {
    const { calls, write } = heldWrites();
    const gathered = gatheredWrites(write);
    const first = gathered('a');
    const rest = ['b', 'c', 'd'].map((item) => gathered(item));
    await settled();
    assert.deepEqual(calls.map((call) => call.items), [['a']], 'one write at a time');
    calls[0].finish();
    await first;
    await settled();
    assert.deepEqual(calls.map((call) => call.items), [['a'], ['b', 'c', 'd']]);
    let restDone = false;
    void Promise.all(rest).then(() => (restDone = true));
    await settled();
    assert.equal(restDone, false, 'the later callers wait for the write that carries their items');
    calls[1].finish();
    await Promise.all(rest);
  });

  it('fails the callers of a failed write only, and writes the next batch after it', async () => {
    const { calls, write } = heldWrites();
    const gathered = gatheredWrites(write);
    const first = gathered('a');
    const second = gathered('b');
    await settled();
    calls[0].finish(new Error('database gone'));
    await assert.rejects(first, /database gone/);
    await settled();
    assert.deepEqual(calls[1].items, ['b']);
    calls[1].finish();
    await second;
  });

  it('starts again at once after an idle spell', async () => {
    const { calls, write } = heldWrites();
    const gathered = gatheredWrites(write);
    const first = gathered('a');
    await settled();
    calls[0].finish();
    await first;
    const later = gathered('b');
    await settled();
    assert.deepEqual(calls.map((call) => call.items), [['a'], ['b']]);
    calls[1].finish();
    await later;
  });

  it("answers each caller with what the write answered for its own item", async () => {
    const gathered = gatheredWrites<string, string>(async (items) => items.map((item) => item.toUpperCase()));
    assert.deepEqual(await Promise.all(['a', 'b', 'c'].map((item) => gathered(item))), ['A', 'B', 'C']);
  });
});
