// A write many requests ask for at once, made as few statements: at most one runs
// at a time, and what is asked for while it runs goes into the next one, all
// together. In a rush that is a handful of statements and pooled connections for
// hundreds of requests; alone, a request's item is written at once, as before.
// Each caller's promise settles with the write that carried its item.
export type GatheredWrite<T> = (item: T) => Promise<void>;

interface Batch<T> {
  items: T[];
  done: Promise<void>;
  settle(error?: unknown): void;
}

function openBatch<T>(): Batch<T> {
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error))));
  return { items: [], done, settle };
}

export function gatheredWrites<T>(write: (items: T[]) => Promise<void>): GatheredWrite<T> {
  let next: Batch<T> | null = null;
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (next) {
      const batch = next;
      next = null;
      try {
        await write(batch.items);
        batch.settle();
      } catch (error) {
        batch.settle(error ?? new Error('the write failed'));
      }
    }
    writing = false;
  }

  return (item) => {
    next ??= openBatch<T>();
    next.items.push(item);
    const { done } = next;
    if (!writing) void drain();
    return done;
  };
}
