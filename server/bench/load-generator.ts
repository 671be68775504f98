// The benchmarks' load generator, run as a process of its own by load.ts: autocannon
// against each target in turn (a, b, c, a, b, c, ...), after an unmeasured warm-up
// of each, so neither the measured server nor the benchmark's own process shares
// its event loop. Reads its plan (LoadPlan, JSON) from BENCH_LOAD_PLAN and writes
// one JSON line, a LoadResult per target, to stdout.
import autocannon from 'autocannon';
import type { LoadPlan, LoadResult } from './load';

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** One autocannon run; every answer's latency is kept, so rounds merge into exact percentiles. */
async function run(target: LoadPlan['targets'][number], connections: number, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: target.url, headers: target.headers, connections, duration: seconds }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode === (target.expectStatus ?? 200)) latencies.push(ms);
      else failed += 1;
    });
  });
  // errors: connection errors and timeouts (autocannon counts a timeout as both).
  return { latencies, failed: failed + result.errors, seconds: result.duration };
}

const plan = JSON.parse(process.env.BENCH_LOAD_PLAN ?? 'null') as LoadPlan | null;
if (!plan) throw new Error('BENCH_LOAD_PLAN is not set');

for (const target of plan.targets) await run(target, plan.connections, plan.warmupSeconds);
const merged = plan.targets.map(() => ({ latencies: [] as number[], failed: 0, seconds: 0 }));
for (let round = 0; round < plan.rounds; round += 1) {
  for (const [index, target] of plan.targets.entries()) {
    const result = await run(target, plan.connections, plan.secondsPerRound);
    for (const ms of result.latencies) merged[index].latencies.push(ms);
    merged[index].failed += result.failed;
    merged[index].seconds += result.seconds;
  }
}
const results: LoadResult[] = merged.map(({ latencies, failed, seconds }) => {
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    failed,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
});
process.stdout.write(`${JSON.stringify(results)}\n`);
