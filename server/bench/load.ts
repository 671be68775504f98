// A small, bounded load generator: a fixed number of GET requests issued by a
// fixed number of concurrent workers over keep-alive connections, stopped
// early at a time limit. Reports requests per second and latency percentiles.
// (autocannon is not installed; fetch is enough for localhost comparisons.)

export interface LoadOptions {
  requests: number;
  concurrency: number;
  headers?: Record<string, string>;
  /** Stop issuing requests after this long, whatever is left. */
  maxSeconds: number;
  /** Requests sent first and not measured (connections, JIT, caches). */
  warmup: number;
}

export interface LoadResult {
  completed: number;
  failed: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** True when the time limit cut the run short. */
  truncated: boolean;
  /** Measuring time in seconds and each successful request's latency, sorted (to merge rounds). */
  seconds: number;
  latenciesMs: number[];
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function timedGet(url: string, headers: Record<string, string> | undefined): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  // Read the whole body: serialising it is part of the cost being measured.
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 200 };
}

export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  for (let index = 0; index < options.warmup; index += 1) await timedGet(url, options.headers);

  const latencies: number[] = [];
  let failed = 0;
  let issued = 0;
  const deadline = performance.now() + options.maxSeconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (issued < options.requests && performance.now() < deadline) {
      issued += 1;
      const result = await timedGet(url, options.headers);
      if (result.ok) latencies.push(result.ms);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    failed,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    truncated: issued < options.requests,
    seconds,
    latenciesMs: latencies,
  };
}

/** Several measurements of one URL as one: requests per second over their summed time, percentiles over every latency. */
export function mergeResults(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((result) => result.latenciesMs).sort((a, b) => a - b);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  return {
    completed: latencies.length,
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    truncated: results.some((result) => result.truncated),
    seconds,
    latenciesMs: latencies,
  };
}

/**
 * Each URL measured in turn, `rounds` times over (a, b, c, a, b, c, ...), each round
 * with its share of the requests, then merged per URL: a machine whose load drifts
 * during the run then weighs on every URL alike, so ratios between them hold.
 */
export async function measureInRounds(urls: string[], rounds: number, options: LoadOptions): Promise<LoadResult[]> {
  const perUrl: LoadResult[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, url] of urls.entries()) {
      perUrl[index].push(
        await measure(url, {
          ...options,
          requests: Math.ceil(options.requests / rounds),
          maxSeconds: options.maxSeconds / rounds,
          warmup: round === 0 ? options.warmup : Math.min(options.warmup, options.concurrency),
        }),
      );
    }
  }
  return perUrl.map(mergeResults);
}

/** The median milliseconds of `run`, called one at a time, after `warmup` unmeasured calls (plan caches, JIT). */
export async function medianMs(run: () => unknown, { samples = 25, warmup = 0 }: { samples?: number; warmup?: number } = {}): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}
