// Controls that float over the page (position fixed, outside the navbar and any
// dialog: the music button, a chat's toggle) must never sit on top of something a
// person means to press. For each such control, at the top, the middle and the
// bottom of the page, the element under its centre with the control's own layer
// hidden (elementFromPoint) must not be an interactive one.
import type { Page } from '@playwright/test';

/** One sentence per control that covers an interactive element, with where; none when all is clear. */
export function fixedControlOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    /** The outermost fixed box an element sits in, or null. */
    const fixedLayer = (element: Element): HTMLElement | null => {
      let layer: HTMLElement | null = null;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') layer = node as HTMLElement;
      }
      return layer;
    };
    const controls = [...document.querySelectorAll(INTERACTIVE)].filter((element) => {
      if (element.closest('header, [role="dialog"], [role="alertdialog"]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && fixedLayer(element) !== null;
    });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    const problems = new Set<string>();
    for (const position of [0, Math.round(bottom / 2), bottom]) {
      window.scrollTo(0, position);
      await nextFrame();
      for (const control of controls) {
        const layer = fixedLayer(control)!;
        const box = control.getBoundingClientRect();
        const saved = layer.style.visibility;
        layer.style.visibility = 'hidden';
        const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        layer.style.visibility = saved;
        const target = under?.closest(INTERACTIVE);
        if (target && !layer.contains(target)) problems.add(`${describe(control)} covers ${describe(target)} (scrolled to ${position} px)`);
      }
    }
    window.scrollTo(0, 0);
    return [...problems];
  });
}
