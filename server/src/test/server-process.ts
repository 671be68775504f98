// The real server (src/main.ts) as a child process, for the fault tests that
// kill it, restart it on the same data, or cut its database. It listens on a
// free port; start resolves when the server prints the line start.ts prints
// once it listens (no polling), and rejects if the process exits first.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** PGlite's start, the migrations and the demo data's password hashes on a busy 2-core machine. */
const START_TIMEOUT_MS = 180_000;
const OUTPUT_KEPT = 64 * 1024;
const LISTENING_LINE = /^Marketplace running at http:\/\/localhost:(\d+)/;
/** Settings of the parent's environment the child must not inherit: each test says what it wants. */
const OWN_SETTINGS = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'STATIC_ROOT', 'PUBLIC_URL', 'PAYMENT_PROVIDER', 'SMTP_URL', 'MAIL_FROM'];

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything it wrote so far (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. Resolves when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the clean stop. Resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Each line the server prints, as it prints it (the cluster script shows them). */
  onLine?: (line: string) => void;
  /** Another entry than src/main.ts that prints the same line once it listens (a benchmark's server). */
  script?: string;
  /** Its command-line arguments (src/main.ts: --ship-built). */
  args?: string[];
}

export async function startServerProcess(env: Record<string, string>, { onLine, script = 'src/main.ts', args = [] }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of OWN_SETTINGS) delete childEnv[name];
  Object.assign(childEnv, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, env);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The latest lines only: a cluster process runs for hours.
  const remember = (line: string) => {
    output = `${output}${line}\n`.slice(-OUTPUT_KEPT);
    onLine?.(line);
  };
  createInterface({ input: child.stderr! }).on('line', remember);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      const match = LISTENING_LINE.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
