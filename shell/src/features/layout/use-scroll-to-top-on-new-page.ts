// A page reached by a link or a redirect starts at its top: without this, a profile
// opened from far down the list opened as far down, and its name was off screen.
// Back and forward are left to the browser, which restores where the visitor was; a
// change of the query alone (a search on the list) keeps the page where it is.
// Not React Router's ScrollRestoration: it does the same, and its 800 bytes would put
// /home's JavaScript over its 170 KB budget.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@marketplace/shared-api/router';

export function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
