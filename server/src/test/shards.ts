// Splits the server's test files into parts that run at once, in processes of their
// own (./run-shards.ts). Every file that talks to the shared Redis (it reads
// TEST_REDIS_URL) goes in the first part: rate limits, caches and socket.io's streams
// there are keyed by address and member, not by test, so two such files at once would
// read each other's counts and events. Their databases are each test's own, so the
// other files may run beside anything.

/** TEST_SHARD's form, "k/n": the k-th of n parts, counted from 1. */
export function parseShard(setting: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(setting);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`TEST_SHARD must be k/n with 1 <= k <= n, such as 1/2, not '${setting}'`);
  return { index, count };
}

export const usesSharedRedis = (source: string): boolean => source.includes('TEST_REDIS_URL');

/** The files of part `index` of `count`: the shared-Redis files in part 1, the rest in turn from part 2. */
export function filesOfShard(files: readonly string[], sourceOf: (file: string) => string, index: number, count: number): string[] {
  let turn = 0;
  return files.filter((file) => {
    if (usesSharedRedis(sourceOf(file))) return index === 1;
    const part = ((turn++ + 1) % count) + 1;
    return part === index;
  });
}
