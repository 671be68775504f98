// Prerendered pages (the shell's /home, /login, /register) are hydrated: React's
// first render in the browser must produce the HTML the build rendered. What only
// the browser knows (the stored session, the clock) waits for this flag.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates server HTML; true once hydrated,
 * and true from the first render when nothing is being hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
