// Which request a query belongs to, by when the request is due: the ordered pool
// (ordered-pool.ts) gives its connections to the request due first. A request is due
// when it arrives, unless its route allows it to wait (a payout: its money leaves with
// the provider later anyway), which makes it due that much later: earliest due first,
// so in a rush a booking is served before payouts that arrived just before it, and a
// payout waits behind newer requests for no longer than its route allows. Background
// work (a sweep) may wait too: each of its checkouts is due that long after it asks, so
// nobody's request waits behind the weekly payout run, and the run waits no longer than
// that at each step. Anything else outside a request (a startup task) is due when it asks.
import { AsyncLocalStorage } from 'node:async_hooks';

/** When the code running now is due, asked at each checkout. */
const dues = new AsyncLocalStorage<() => number>();

/** Runs work (and everything it starts) as part of a request due at `dueAt` (performance.now()'s clock). */
export function asRequestDueAt<T>(dueAt: number, work: () => T): T {
  return dues.run(() => dueAt, work);
}

/** Runs work (and everything it starts) as background work, each of whose checkouts may wait `mayWaitMs` for requests. */
export function asBackgroundWork<T>(mayWaitMs: number, work: () => T): T {
  return dues.run(() => performance.now() + mayWaitMs, work);
}

/** When the request this code runs for is due; now, outside any request. */
export function requestDueAt(): number {
  return dues.getStore()?.() ?? performance.now();
}
