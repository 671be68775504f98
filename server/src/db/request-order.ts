// Which request a query belongs to, by when the request arrived: the ordered pool
// (ordered-pool.ts) gives its connections to the oldest request first. Work outside
// a request (a sweep, a startup task) counts as arriving when it asks.
import { AsyncLocalStorage } from 'node:async_hooks';

const arrivals = new AsyncLocalStorage<number>();

/** Runs work (and everything it starts) as part of a request that arrived at `arrivedAt` (performance.now()). */
export function asRequestArrivedAt<T>(arrivedAt: number, work: () => T): T {
  return arrivals.run(arrivedAt, work);
}

/** When the request this code runs for arrived; now, outside any request. */
export function requestArrival(): number {
  return arrivals.getStore() ?? performance.now();
}
