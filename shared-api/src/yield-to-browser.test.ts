import { yieldToBrowser } from './yield-to-browser';

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
  jest.useRealTimers();
});

it('hands over to scheduler.yield() where the browser has it', async () => {
  const yielded = jest.fn(() => Promise.resolve());
  (globalThis as WithScheduler).scheduler = { yield: yielded };
  await yieldToBrowser();
  expect(yielded).toHaveBeenCalledTimes(1);
});

it('goes on in a later task through a timer elsewhere, not in this one', async () => {
  jest.useFakeTimers();
  let resumed = false;
  const resuming = yieldToBrowser().then(() => {
    resumed = true;
  });
  // Microtasks alone do not resume it: it waits for the next task.
  await Promise.resolve();
  expect(resumed).toBe(false);
  jest.runOnlyPendingTimers();
  await resuming;
  expect(resumed).toBe(true);
});
