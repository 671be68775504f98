// The router's first page: shown once its first navigation has ended (the page's code
// and data are in, or it failed). The real-time client waits for it (when-page-settled.ts),
// and the bootstrap waits for it before rendering over a page frame (firstNavigationEnded).
import { useEffect } from 'react';

/** What the signal reads of the data router. */
export interface FirstNavigation {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** The longest the first page is waited for: a page whose code never arrives does not keep the rest from starting. */
export const FIRST_PAGE_WAIT_MS = 5_000;

/**
 * `shown` resolves once the router's first navigation has ended, or after
 * FIRST_PAGE_WAIT_MS. `FirstPageSignal` must be rendered after the RouterProvider (a later
 * sibling): the router hands the result of a first navigation that ended before anyone
 * listened to its first subscriber only, which must be the RouterProvider (it subscribes
 * in a layout effect; the signal in a passive effect, which React runs after every layout
 * effect). Listening from outside React, at the router's creation, took that result away
 * from the RouterProvider, and a page that failed fast stayed on its loading state.
 */
export function firstPageSignal(router: FirstNavigation) {
  let show = () => {};
  const shown = new Promise<void>((resolve) => (show = resolve));
  const timer = setTimeout(show, FIRST_PAGE_WAIT_MS);
  void shown.then(() => clearTimeout(timer));

  function FirstPageSignal() {
    useEffect(() => whenNavigationEnded(router, show), []);
    return null;
  }

  return { shown, FirstPageSignal };
}

/**
 * Resolves once the router's first navigation has ended, or after `waitMs`. The bootstrap
 * leaves a page frame the server sent on screen as HTML until then: rendering the same
 * frame with React first put a render of the whole shell on a phone's main thread before
 * the page's own code and data were even asked for. Unlike FirstPageSignal, this listens
 * before React renders, so it must stop listening before React does: the RouterProvider,
 * rendered after, then reads the ended navigation's state, and React Router buffers any
 * change made while nobody listens for the RouterProvider's first subscription.
 */
export function firstNavigationEnded(router: FirstNavigation, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      stopListening();
      resolve();
    }, waitMs);
    const stopListening = whenNavigationEnded(router, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Calls `then` once the router's first navigation has ended (at once if it has), then stops listening; returns a cancel. */
function whenNavigationEnded(router: FirstNavigation, then: () => void): () => void {
  if (router.state.initialized) {
    then();
    return () => {};
  }
  // A change the router buffered comes at once, inside subscribe(), but it is the state
  // just read, not initialized: `unsubscribe` is only reached once it has been assigned.
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}
