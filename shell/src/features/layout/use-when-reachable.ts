// Calls back once the marketplace answers again after it did not: when the browser
// says it is back online, and otherwise by asking the server's health route every
// REACHABLE_POLL_MS (a stopped server leaves the browser "online", so the event alone
// would never come). When the server answers at the first ask, made at once, what
// failed was not the connection (one file refused, say), and nothing is waited for:
// a reload then would fail the same way, again and again.
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

export function useWhenReachable(onReachable: () => void, fetchImpl: typeof fetch = (...args) => fetch(...args)): void {
  const callback = useRef(onReachable);
  callback.current = onReachable;
  useEffect(() => {
    let done = false;
    let wasDown = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      if (done) return;
      const answers = await marketplaceAnswers(fetchImpl);
      if (done) return;
      if (answers) {
        done = true;
        if (wasDown) callback.current();
        return;
      }
      wasDown = true;
      timer = setTimeout(() => void check(), REACHABLE_POLL_MS);
    };
    const online = () => {
      // The browser was offline until now.
      wasDown = true;
      done = false;
      void check();
    };
    window.addEventListener('online', online);
    // At once: a server that answers now was not what failed.
    void check();
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [fetchImpl]);
}
