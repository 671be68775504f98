import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { createTurnGate, TURN_WAIT_EXCEEDED } from './turn-gate';

/** Settles every promise callback queued so far. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turn gate', () => {
  it('hands out its turns at once while it has them', async () => {
    const gate = createTurnGate(2);
    await gate.take(5);
    await gate.take(9);
    assert.equal(gate.waiting, 0);
  });

  it('gives a returned turn to the lowest priority waiting, then to equals in the order they asked', async () => {
    const gate = createTurnGate(1);
    const held = await gate.take(0);
    const served: string[] = [];
    const ask = (name: string, priority: number) => gate.take(priority).then((giveBack) => {
      served.push(name);
      return giveBack;
    });
    const waits = [ask('newest', 300), ask('oldest', 100), ask('middle, first asked', 200), ask('middle, second asked', 200)];
    await settle();
    assert.deepEqual(served, [], 'nobody is served while the turn is held');
    assert.equal(gate.waiting, 4);
    held();
    for (const expected of ['oldest', 'middle, first asked', 'middle, second asked', 'newest']) {
      await settle();
      assert.equal(served.at(-1), expected);
      const giveBack = await waits[['newest', 'oldest', 'middle, first asked', 'middle, second asked'].indexOf(expected)];
      giveBack();
    }
    assert.equal(gate.waiting, 0);
  });

  it('counts a turn given back twice once', async () => {
    const gate = createTurnGate(1);
    const giveBack = await gate.take(0);
    giveBack();
    giveBack();
    await gate.take(0);
    let second = false;
    void gate.take(0).then(() => (second = true));
    await settle();
    assert.equal(second, false, 'the gate still has one turn only');
  });

  it('refuses every wait when no turn comes back within the stall limit, with pg\'s own message', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const gate = createTurnGate(1, 1000);
      await gate.take(0);
      const waits = [gate.take(1), gate.take(2)];
      mock.timers.tick(999);
      assert.equal(gate.waiting, 2);
      mock.timers.tick(1);
      for (const wait of waits) await assert.rejects(wait, new RegExp(TURN_WAIT_EXCEEDED));
      assert.equal(gate.waiting, 0);
    } finally {
      mock.timers.reset();
    }
  });

  it('serves a queue that moves however long a wait takes', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const gate = createTurnGate(1, 1000);
      let giveBack = await gate.take(0);
      const last = gate.take(9);
      const between = [gate.take(1), gate.take(2), gate.take(3)];
      for (const next of between) {
        mock.timers.tick(900);
        giveBack();
        giveBack = await next;
      }
      mock.timers.tick(900);
      giveBack();
      (await last)();
      assert.equal(gate.waiting, 0);
    } finally {
      mock.timers.reset();
    }
  });
});
