// Fixes the clock for a screen test: Date only, so RTK Query, user-event and
// Testing Library's waits still run on real timers.
//
// Give an instant with its offset ('2026-06-10T10:00:00+08:00' is 10:00 on the
// marketplace's clock in Manila), so the test reads the same in every TZ.
// Monday 1 June 2026, 10:00 in Manila by default.
export function fixClock(now: Date = new Date('2026-06-01T10:00:00+08:00')) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
