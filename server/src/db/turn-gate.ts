// A fixed number of turns (connections) handed out by a priority, lowest first, and
// among equals in the order they were asked for. When turns are waited for and none
// has been given back for the stall limit, the holders are stuck (a database that
// stopped answering): every wait is refused, so nothing waits forever. A long queue
// that moves is not a stall: in a rush the newest request may wait longer than the
// limit behind older ones, and is served.

export interface TurnGate {
  /** Resolves with the function that gives the turn back (once; later calls do nothing). */
  take(priority: number): Promise<() => void>;
  /** Turns waiting now. */
  readonly waiting: number;
}

interface Waiter {
  priority: number;
  order: number;
  give(): void;
  refuse(error: Error): void;
}

export const TURN_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

export function createTurnGate(size: number, stallLimitMs?: number): TurnGate {
  let free = size;
  let asked = 0;
  let givenBack = 0;
  let watchdog: NodeJS.Timeout | null = null;
  // A binary heap on (priority, order): a rush queues hundreds.
  const heap: Waiter[] = [];
  const before = (a: Waiter, b: Waiter) => a.priority < b.priority || (a.priority === b.priority && a.order < b.order);

  function push(waiter: Waiter): void {
    heap.push(waiter);
    for (let at = heap.length - 1; at > 0; ) {
      const parent = (at - 1) >> 1;
      if (!before(heap[at], heap[parent])) break;
      [heap[at], heap[parent]] = [heap[parent], heap[at]];
      at = parent;
    }
  }

  function pop(): Waiter | undefined {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      for (let at = 0; ; ) {
        const left = 2 * at + 1;
        const right = left + 1;
        let first = at;
        if (left < heap.length && before(heap[left], heap[first])) first = left;
        if (right < heap.length && before(heap[right], heap[first])) first = right;
        if (first === at) break;
        [heap[at], heap[first]] = [heap[first], heap[at]];
        at = first;
      }
    }
    return top;
  }

  /** While turns are waited for: refuses them all if none comes back within the stall limit. */
  function watch(): void {
    if (watchdog || stallLimitMs === undefined || heap.length === 0) return;
    const seen = givenBack;
    watchdog = setTimeout(() => {
      watchdog = null;
      if (givenBack === seen) for (const waiter of heap.splice(0, heap.length)) waiter.refuse(new Error(TURN_WAIT_EXCEEDED));
      watch();
    }, stallLimitMs);
    watchdog.unref();
  }

  function handBack(): void {
    givenBack += 1;
    const next = pop();
    if (next) next.give();
    else free += 1;
  }

  function returner(): () => void {
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      handBack();
    };
  }

  return {
    get waiting() {
      return heap.length;
    },
    take(priority) {
      if (free > 0 && heap.length === 0) {
        free -= 1;
        return Promise.resolve(returner());
      }
      return new Promise((resolve, reject) => {
        push({ priority, order: asked++, give: () => resolve(returner()), refuse: reject });
        watch();
      });
    },
  };
}
