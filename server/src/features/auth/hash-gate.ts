// A small queue in front of argon2: at most `concurrency` password hashes run at
// once and at most `queue` wait. Each hash takes a thread and ~64 MiB for tens of
// milliseconds, so a login flood would otherwise take every core and stall
// every route; past the queue, login and sign-up answer 503 with Retry-After
// at once, and the rest of the server stays fast.
import { HttpError } from '../../http-error';

export const SERVER_BUSY_MESSAGE = 'The server is busy. Try again in a moment.';
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface HashGate {
  /** Runs work when a slot is free; rejects with 503 when the waiting queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createHashGate({ concurrency, queue }: { concurrency: number; queue: number }): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running < concurrency) {
        running += 1;
      } else if (waiting.length < queue) {
        // The slot is handed over by release(): running stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw new HttpError(503, SERVER_BUSY_MESSAGE, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
