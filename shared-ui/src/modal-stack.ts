// Open modals, innermost last. Only the innermost answers Escape and outside clicks,
// so a confirm dialog opened from a modal closes alone. The page scroll is locked
// while any modal is open and given back when the last one closes.
// Module state, not import-time work: nothing runs until a modal opens.

const stack: symbol[] = [];
let overflowBeforeLock = '';

export function pushModal(id: symbol): void {
  if (stack.length === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

export function removeModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
  if (index !== -1 && stack.length === 0) document.body.style.overflow = overflowBeforeLock;
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
