// Each tab is titled after its page: 'Earnings · AssistMe'. A page's h1 names it (the
// route frames hold the same rule: a route's declared title is its page's own h1), so
// the title is read from the heading the page shows, whoever renders it (the shell or a
// remote) and whatever it holds (a person's name once loaded), and kept in step as it
// changes. A page without a heading (still loading) leaves the product name alone.
import { useEffect, type RefObject } from 'react';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

/** 'Earnings' -> 'Earnings · AssistMe'; no heading -> 'AssistMe'. */
export function pageTitle(heading: string | null | undefined): string {
  const name = heading?.replace(/\s+/g, ' ').trim();
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The page's title from the first h1 inside `main`. */
export function titleOf(main: ParentNode): string {
  return pageTitle(main.querySelector('h1')?.textContent);
}

export function usePageTitle(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const update = () => {
      const title = titleOf(element);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main]);
}
