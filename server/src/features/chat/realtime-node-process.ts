// Starts and stops realtime-node.ts child processes for the cross-process test
// and the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { NodeUser } from './realtime-node';

const NODE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'realtime-node.ts');
/** PGlite's WebAssembly start and the migrations take tens of seconds on a busy machine. */
const START_TIMEOUT_MS = 180_000;

export interface RealtimeNode {
  url: string;
  stop(): Promise<void>;
}

export async function startRealtimeNode(options: { redisUrl?: string; jwtSecret: string; users: NodeUser[] }): Promise<RealtimeNode> {
  const env: NodeJS.ProcessEnv = { ...process.env, JWT_SECRET: options.jwtSecret, NODE_USERS: JSON.stringify(options.users) };
  // Only the caller decides whether this node uses Redis, not a REDIS_URL left in the environment.
  delete env.REDIS_URL;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', NODE_SCRIPT], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`realtime node did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`realtime node exited with ${code} before listening`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
