// A clock tests move in code: createTestApp(kind, { clock }) makes it the app's
// one clock, so every rule and timestamp follows it. It stands still unless
// set or advanced, so "now" is the same for every call inside a step.
import type { Clock } from '../clock';

export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string): TestClock {
  let current = new Date(start);
  if (Number.isNaN(current.getTime())) throw new Error(`createTestClock: invalid start ${String(start)}`);
  return {
    now: () => new Date(current),
    set(instant) {
      const next = new Date(instant);
      if (Number.isNaN(next.getTime())) throw new Error(`TestClock.set: invalid instant ${String(instant)}`);
      current = next;
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
