// `npm test` in server/: the test files in parts that run at once, one per core
// (TEST_SHARDS overrides), each part a `node --test` run of ./run-all.ts on its
// files (TEST_SHARD=k/n, ./shards.ts). The suites run one after another within a
// part, as they always did; a part's lines are prefixed with its name, and the end
// sums up each part. Fails when any part fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
const count = Number(process.env.TEST_SHARDS ?? availableParallelism());
if (!Number.isInteger(count) || count < 1) throw new Error(`TEST_SHARDS must be a whole number of parts, not '${process.env.TEST_SHARDS}'`);

interface PartResult {
  name: string;
  code: number;
  seconds: number;
  summary: string;
}

function runPart(index: number): Promise<PartResult> {
  const name = `${index}/${count}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=tap', 'src/test/run-all.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, TEST_SHARD: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The TAP summary's counts ("# pass 1200"), kept for the end.
  const counts: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (/^# (tests|pass|fail|cancelled|skipped|todo) \d+$/.test(line)) counts.push(line.slice(2));
      console.log(`[${name}] ${line}`);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ name, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), summary: counts.join(', ') })),
  );
}

const results = await Promise.all(Array.from({ length: count }, (_, i) => runPart(i + 1)));
console.log('');
for (const { name, code, seconds, summary } of results) console.log(`part ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s: ${summary}`);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
