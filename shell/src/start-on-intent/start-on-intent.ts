// The first script of a prerendered page (/home, /login, /register) for a visitor
// who is not signed in. The page is whole HTML already: text, links, the form. The
// app behind it (the federation runtime, React, the router, the store, the real-time
// client) is about four times the main thread's work of a bare React page, and a
// visitor who only reads never needs it. So the app's files are preloaded (network
// only) and the app starts when the visitor first acts: a pointer moving or pressed, a
// touch, a key, focus. A signed-in visitor's page starts it at once, so their navbar
// shows them.
//
// Until the app has hydrated, what the visitor does is kept, not lost:
// - a click on a button (or a label, a checkbox) and a form's submission are held and
//   done again once the app is in (a link is left alone: it opens its page as HTML);
// - what is typed, chosen or ticked is put back through React (hydration keeps the
//   field's text but not its state; see putBack).
// What only the browser knows (the countdown's time, the year) is filled in here, so
// the page reads right before the app starts (fill.ts).
import { APP_STARTED_EVENT } from './app-started-event';
import { fillFromClock } from './fill';

/** What shows the visitor means to act. */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Edit = { field: Field; value: string; checked: boolean };

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The element a held click is done again on: a control the app gives a meaning to, not a link. */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
  return target.closest<HTMLElement>('button, [role="button"], label, summary, input[type="checkbox"], input[type="radio"], input[type="submit"]');
}

/**
 * Puts a value typed (or chosen, or ticked) before hydration back through React. Hydration
 * keeps the field's text but records it as the value React already has, so a change event
 * alone would say nothing changed: the field is first set to React's own value (its
 * defaultValue after hydration) through the element, then to the visitor's through the
 * prototype's setter, which React does not watch, and the event then reads as a change.
 */
export function putBack({ field, value, checked }: Edit): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isToggle(field)) {
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    // A click turns it back to the visitor's choice and is the event React listens to for toggles.
    field.click();
  } else {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

export interface StartOnIntentOptions {
  /** Adds the app's entry script to the page; calls failed if it could not be loaded. */
  startApp: (failed: () => void) => void;
  /** True when a session is stored: the app starts at once. */
  signedIn: boolean;
  now?: () => Date;
}

/**
 * Does each held act again, each in a task of its own: React renders what the last one
 * changed (the values put back, a dialog opened) in a microtask, which a dispatch from
 * this script does not give way to, so a submit done in the same task read the form
 * as it was before the values were put back.
 */
async function doAgain(held: ReadonlyArray<() => void>): Promise<void> {
  for (const again of held) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    again();
  }
}

/**
 * Waits for the visitor's first act to start the app, holding what they do until it has
 * hydrated. `handedOver` settles once what was held has been done again.
 */
export function startOnIntent(document: Document, { startApp, signedIn, now = () => new Date() }: StartOnIntentOptions): { handedOver: Promise<void> } {
  const stopFilling = fillFromClock(document, now);
  // Forms are disabled in the HTML (a page without scripts must not send one); submits are held here instead.
  for (const controls of document.querySelectorAll<HTMLFieldSetElement>('fieldset[data-open-before-app]')) controls.disabled = false;
  const edits = new Map<Field, Edit>();
  const held: Array<() => void> = [];

  const hold = (event: Event) => {
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      held.push(() => form.isConnected && form.requestSubmit());
    } else {
      const control = heldControl(event.target);
      if (!control) return;
      held.push(() => control.isConnected && control.click());
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const record = (event: Event) => {
    if (isField(event.target)) edits.set(event.target, { field: event.target, value: event.target.value, checked: isToggle(event.target) && event.target.checked });
  };
  const keeping = [
    ['click', hold],
    ['submit', hold],
    ['input', record],
    ['change', record],
  ] as const;
  for (const [type, listener] of keeping) document.addEventListener(type, listener, true);

  const stopKeeping = () => {
    for (const [type, listener] of keeping) document.removeEventListener(type, listener, true);
  };
  let handOver = () => {};
  const handedOver = new Promise<void>((resolve) => (handOver = resolve));
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      stopFilling();
      stopKeeping();
      for (const edit of edits.values()) putBack(edit);
      void doAgain(held).then(handOver);
    },
    { once: true },
  );
  // Without the app, buttons do nothing anyway; a form is still never sent as a plain GET (it holds a password).
  const appFailed = () => {
    stopKeeping();
    document.addEventListener('submit', (event) => event.preventDefault(), true);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    startApp(appFailed);
  };
  if (signedIn) start();
  else for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  return { handedOver };
}
