// Calls back once the marketplace answers again after it did not: when the browser
// says it is back online, and otherwise by asking every REACHABLE_POLL_MS (a stopped
// server leaves the browser "online", so the event alone would never come): the
// server's health route, and for a remote whose code failed to load, the remote's
// entry itself, which may live on a host of its own that went down alone. When the
// server answers at the first ask, made at once, what failed was not the connection
// (one file refused, say), and nothing is waited for: a reload or a second fetch then
// would fail the same way, again and again. Used by the route error page (a page whose
// code could not be fetched) and the real-time connection (its client's code).
import { useEffect, useRef } from 'react';

export const REACHABLE_POLL_MS = 5_000;

/** Whether the marketplace's server answers now. */
export async function marketplaceAnswers(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<boolean> {
  try {
    return (await fetchImpl('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Whether a remote's entry answers now: any answer from its host counts (one on another
 * origin is read opaque, without CORS); on this site's origin, a successful one.
 */
export async function entryAnswers(entry: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<boolean> {
  const url = new URL(entry, window.location.href);
  const sameOrigin = url.origin === window.location.origin;
  try {
    const response = await fetchImpl(url.href, { cache: 'no-store', mode: sameOrigin ? 'same-origin' : 'no-cors' });
    return sameOrigin ? response.ok : true;
  } catch {
    return false;
  }
}

/** The marketplace answers, and so does the remote entry given (the one whose code failed to load), if any. */
export async function pageCanLoad(entry: string | null): Promise<boolean> {
  return (await marketplaceAnswers()) && (entry === null || (await entryAnswers(entry)));
}

export interface WhenReachableOptions {
  /** Whether what failed answers now: the marketplace's server by default. */
  answersNow?: () => Promise<boolean>;
  /** It answered at the first ask: what failed was not the connection, and nothing is waited for. */
  onAnswering?: () => void;
}

/** Calls `onBack` once what failed answers again after it did not. Returns a function that stops waiting. */
export function whenReachable(onBack: () => void, { answersNow = () => marketplaceAnswers(), onAnswering }: WhenReachableOptions = {}): () => void {
  let done = false;
  let wasDown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
  };
  const check = async () => {
    clearTimeout(timer);
    if (done) return;
    const answers = await answersNow();
    if (done) return;
    if (answers) {
      done = true;
      // Back: called once, and a later 'online' event asks nothing more.
      if (wasDown) {
        stop();
        onBack();
      } else onAnswering?.();
      return;
    }
    wasDown = true;
    timer = setTimeout(() => void check(), REACHABLE_POLL_MS);
  };
  function online() {
    // The browser was offline until now.
    wasDown = true;
    done = false;
    void check();
  }
  window.addEventListener('online', online);
  // At once: a server that answers now was not what failed.
  void check();
  return stop;
}

/** whenReachable for as long as the component is shown. */
export function useWhenReachable(onReachable: () => void, answersNow: () => Promise<boolean> = () => marketplaceAnswers()): void {
  const callback = useRef(onReachable);
  callback.current = onReachable;
  const probe = useRef(answersNow);
  probe.current = answersNow;
  useEffect(() => whenReachable(() => callback.current(), { answersNow: () => probe.current() }), []);
}
