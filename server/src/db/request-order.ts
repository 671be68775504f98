// Which request a query belongs to, by when the request is due: the ordered pool
// (ordered-pool.ts) gives its connections to the request due first. A request is due
// when it arrives, unless its route allows it to wait (a payout: its money leaves with
// the provider later anyway), which makes it due that much later: earliest due first,
// so in a rush a booking is served before payouts that arrived just before it, and a
// payout waits behind newer requests for no longer than its route allows. Work
// outside a request (a sweep, a startup task) is due when it asks.
import { AsyncLocalStorage } from 'node:async_hooks';

const dues = new AsyncLocalStorage<number>();

/** Runs work (and everything it starts) as part of a request due at `dueAt` (performance.now()'s clock). */
export function asRequestDueAt<T>(dueAt: number, work: () => T): T {
  return dues.run(dueAt, work);
}

/** When the request this code runs for is due; now, outside any request. */
export function requestDueAt(): number {
  return dues.getStore() ?? performance.now();
}
