import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEventBus } from './events';

interface TestEvents {
  'thing.done': { id: string };
  'other.done': { count: number };
}

const silentLog = () => {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => void errors.push(args) } };
};

describe('event bus', () => {
  it('tells every listener of the event, and only of that event', async () => {
    const { log } = silentLog();
    const bus = createEventBus<TestEvents>(log);
    const heard: string[] = [];
    bus.on('thing.done', ({ id }) => void heard.push(`a:${id}`));
    bus.on('thing.done', async ({ id }) => {
      heard.push(`b:${id}`);
    });
    bus.on('other.done', ({ count }) => void heard.push(`other:${count}`));
    await bus.emit('thing.done', { id: '1' });
    assert.deepEqual(heard.sort(), ['a:1', 'b:1']);
  });

  it('resolves once every listener has finished', async () => {
    const { log } = silentLog();
    const bus = createEventBus<TestEvents>(log);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    bus.on('thing.done', async () => {
      await gate;
      finished = true;
    });
    const emitted = bus.emit('thing.done', { id: '1' });
    assert.equal(finished, false);
    release();
    await emitted;
    assert.equal(finished, true);
  });

  it('logs a failing listener and still tells the others', async () => {
    const { log, errors } = silentLog();
    const bus = createEventBus<TestEvents>(log);
    const heard: string[] = [];
    bus.on('thing.done', () => {
      throw new Error('listener broke');
    });
    bus.on('thing.done', ({ id }) => void heard.push(id));
    await bus.emit('thing.done', { id: '7' });
    assert.deepEqual(heard, ['7']);
    assert.equal(errors.length, 1);
    assert.match(String((errors[0][0] as { err: Error }).err.message), /listener broke/);
  });

  it('emits with nobody listening', async () => {
    const { log, errors } = silentLog();
    await createEventBus<TestEvents>(log).emit('other.done', { count: 1 });
    assert.equal(errors.length, 0);
  });
});
