// Whether the screen gets the phone layout: the theme's `media.mobile` for code
// that renders something else on a phone rather than restyling it (a card list
// instead of a table), so both switch at the same width.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@marketplace/shared-api/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  // jsdom never fires 'change'; tests resize the window instead.
  window.addEventListener('resize', onChange);
  return () => {
    list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True on screens MOBILE_BREAKPOINT_PX wide or less; false while prerendering. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
