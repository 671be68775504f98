// A write many requests ask for at once, made as few statements: at most one runs
// at a time, and what is asked for while it runs goes into the next one, all
// together. In a rush that is a handful of statements and pooled connections for
// hundreds of requests; alone, a request's item is written at once, as before.
// Each caller's promise settles with the write that carried its item: with what
// that write answered for the item (its result at the item's index), or its error.
export type GatheredWrite<T, R = void> = (item: T) => Promise<R>;

interface Batch<T, R> {
  items: T[];
  done: Promise<readonly R[]>;
  settle(outcome: { results: readonly R[] } | { error: unknown }): void;
}

function openBatch<T, R>(): Batch<T, R> {
  let settle!: Batch<T, R>['settle'];
  const done = new Promise<readonly R[]>((resolve, reject) => (settle = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.results))));
  return { items: [], done, settle };
}

/** `write` answers one result per item, in the items' order (or nothing, when there is nothing to answer). */
export function gatheredWrites<T, R = void>(write: (items: T[]) => Promise<readonly R[] | void>): GatheredWrite<T, R> {
  let next: Batch<T, R> | null = null;
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (next) {
      const batch = next;
      next = null;
      try {
        batch.settle({ results: (await write(batch.items)) ?? [] });
      } catch (error) {
        batch.settle({ error: error ?? new Error('the write failed') });
      }
    }
    writing = false;
  }

  return (item) => {
    next ??= openBatch<T, R>();
    const index = next.items.push(item) - 1;
    const { done } = next;
    if (!writing) void drain();
    return done.then((results) => results[index] as R);
  };
}
