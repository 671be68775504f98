// Work a page does not need in order to show itself (the background music's autoplay,
// the real-time client) waits until the page has loaded and the main thread is idle:
// on a phone it otherwise competes with the page's own code, data and images.
// A page that a remote renders is not there at the load event (the document's own
// scripts are), so the real-time client also waits for the router's first page.

/** Runs `then` once the page has loaded and the main thread is idle; returns a cancel. */
export function whenPageSettled(then: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      // The timeout bounds the wait on a page that never goes idle.
      const handle = window.requestIdleCallback(() => then(), { timeout: 3_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(then, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/** The same, as a promise, once `shown` (the first page, see first-page.tsx) has resolved too. */
export async function pageSettled(shown: Promise<void> = Promise.resolve()): Promise<void> {
  await shown;
  await new Promise<void>((resolve) => whenPageSettled(resolve));
}
