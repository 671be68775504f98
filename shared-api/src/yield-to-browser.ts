// Ends the current task and goes on in a new one, so the browser can paint and answer
// input between two pieces of start-up work: a phone's main thread counts as blocked
// for every task's time beyond 50 ms (Lighthouse's TBT), and one task doing
// two 40 ms pieces blocks where two tasks do not. scheduler.yield() continues ahead of
// other queued tasks where the browser has it; elsewhere a zero-delay timer does.
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
