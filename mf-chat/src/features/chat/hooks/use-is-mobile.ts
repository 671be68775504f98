// SPEC section 2: screens 768px wide or less get the 'Show Chats' / 'Hide Chats' toggle.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@marketplace/shared-api/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
