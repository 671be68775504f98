// Jobs under one key run one after another in this process, in the order asked;
// jobs under different keys run side by side. A request that would only wait for
// a database lock another request of this process holds (two Withdraws of one
// member) waits here instead, in memory, so it holds no pooled connection while
// it waits. The database lock stays the rule across processes.
export type KeyedQueue = <T>(key: string, job: () => Promise<T>) => Promise<T>;

export function createKeyedQueue(): KeyedQueue {
  // Each key's last job (settled or not); a key leaves the map when its last job ends.
  const tails = new Map<string, Promise<unknown>>();
  return (key, job) => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(job, job);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return mine;
  };
}
