// How wide the page is against what it holds, for the flows that check a phone's screen.
// The page's width is its root box, not the window: the theme keeps the scrollbar's gutter
// (scrollbar-gutter: stable), 15 px that this headless browser leaves empty, so content 12 px
// too wide (the /notifications header once) still fitted the 360 px window here, and
// scrolled sideways in a browser that draws its scrollbar.
import type { Page } from '@playwright/test';

export interface PageWidth {
  /** The root box: the window less the scrollbar's gutter. */
  pageWidth: number;
  /** How far the content reaches; beyond pageWidth, the page scrolls sideways. */
  scrollWidth: number;
}

export function measurePageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => ({
    pageWidth: document.documentElement.offsetWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
}
