// WCAG 2.5.5: the smallest target a finger hits reliably, 44 x 44 CSS px, for
// every control the booking screens put under a thumb (month arrows, slot
// cards, duration choices), however small what it shows.
export const TOUCH_TARGET_PX = 44;
