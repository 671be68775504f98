// The main facts of a page's cards (a date, a time range, a price) are where a person
// can read them: inside the window, left to right, and not cut off by a box around them
// (overflow hidden, an ellipsis). A phone once showed a booking's title and hid its time
// past the right edge. Text a page hides on purpose for screen readers (a 1 px clipped
// box) is left out.
import type { Page } from '@playwright/test';

/** '9:00 AM - 1:00 PM', 'Mon, Jun 15' or 'June 15', '₱5,000'. */
const FACTS = [
  String.raw`\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M`,
  String.raw`(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}`,
  String.raw`₱[\d,]+(\.\d+)?`,
];

/** Each fact found in `main` that is not wholly readable, as 'the text: why'. */
export function hiddenCardFacts(page: Page): Promise<string[]> {
  return page.evaluate((sources) => {
    const pattern = new RegExp(sources.map((source) => `(${source})`).join('|'), 'g');
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return problems;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const box = range.getBoundingClientRect();
        const owner = node.parentElement!;
        // Not laid out (a closed menu, a hidden tab) or hidden for screen readers only.
        if (box.width === 0 || box.height === 0) continue;
        let visuallyHidden = false;
        for (let element: Element | null = owner; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none' || (rect.width <= 1 && rect.height <= 1)) visuallyHidden = true;
        }
        if (visuallyHidden) continue;
        if (box.left < -0.5 || box.right > width + 0.5) {
          problems.push(`${match[0]}: off the screen (${Math.round(box.left)} to ${Math.round(box.right)} of ${width})`);
          continue;
        }
        for (let element: Element | null = owner; element && element !== document.body; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const rect = element.getBoundingClientRect();
          if (box.left < rect.left - 0.5 || box.right > rect.right + 0.5 || box.top < rect.top - 0.5 || box.bottom > rect.bottom + 0.5) {
            problems.push(`${match[0]}: cut off by <${element.tagName.toLowerCase()}> (overflow ${style.overflowX})`);
            break;
          }
        }
      }
    }
    return problems;
  }, FACTS);
}
