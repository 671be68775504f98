// Open modals, innermost last. Only the innermost answers Escape, outside clicks
// and Tab, so a confirm dialog opened from a modal closes alone. The page scroll
// is locked while any modal is open and given back when the last one closes.
// Module state, not import-time work: nothing runs until a modal opens.

interface Entry {
  id: symbol;
  /** The modal this one is rendered inside (React tree), if any. */
  parent: symbol | undefined;
}

const stack: Entry[] = [];
let overflowBeforeLock = '';

function isInside(entry: Entry, ancestor: symbol): boolean {
  for (let parent = entry.parent; parent; parent = stack.find((e) => e.id === parent)?.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}

export function pushModal(id: symbol, parent: symbol | undefined): void {
  if (stack.length === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  // Nested modals that open in the same render register children first (effects
  // run bottom-up), so a modal goes below any of its own nested modals.
  const firstNested = stack.findIndex((entry) => isInside(entry, id));
  stack.splice(firstNested === -1 ? stack.length : firstNested, 0, { id, parent });
}

export function removeModal(id: symbol): void {
  const index = stack.findIndex((entry) => entry.id === id);
  if (index === -1) return;
  stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = overflowBeforeLock;
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1]?.id === id;
}
