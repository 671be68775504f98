// A small queue in front of argon2: at most `concurrency` password hashes run at
// once and at most `queue` wait. Each hash takes a thread and ~64 MiB for tens of
// milliseconds, so a login flood would otherwise take every core and stall
// every route; past the queue, login and sign-up answer 503 with Retry-After
// at once, and the rest of the server stays fast. One caller (an address) may
// hold at most `perCaller` places, running or waiting: past that it is answered
// 429, so a flood from one address never fills the queue other people wait in.
import { retryLater } from '../../http-error';
import { TOO_MANY_REQUESTS } from '../../plugins/limits';

export const SERVER_BUSY_MESSAGE = 'The server is busy. Try again in a moment.';
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface HashGate {
  /**
   * Runs work when a slot is free; rejects with 429 when `caller` already holds its
   * places, and with 503 when the waiting queue is full.
   */
  run<T>(work: () => Promise<T>, caller?: string): Promise<T>;
}

export function createHashGate({ concurrency, queue, perCaller = Number.POSITIVE_INFINITY }: { concurrency: number; queue: number; perCaller?: number }): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const heldBy = new Map<string, number>();

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const hold = (caller: string | undefined, change: 1 | -1) => {
    if (caller === undefined) return;
    const held = (heldBy.get(caller) ?? 0) + change;
    if (held > 0) heldBy.set(caller, held);
    else heldBy.delete(caller);
  };

  return {
    async run(work, caller) {
      if (caller !== undefined && (heldBy.get(caller) ?? 0) >= perCaller) throw TOO_MANY_REQUESTS(BUSY_RETRY_AFTER_SECONDS);
      if (running < concurrency) {
        running += 1;
      } else if (waiting.length < queue) {
        hold(caller, 1);
        // The slot is handed over by release(): running stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
        hold(caller, -1);
      } else {
        throw retryLater(503, SERVER_BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS);
      }
      hold(caller, 1);
      try {
        return await work();
      } finally {
        hold(caller, -1);
        release();
      }
    },
  };
}
