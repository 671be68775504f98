// Starts one more real server for a test that needs its own static root, data or
// clock, and stops it afterwards. Resolves once /api/health answers. It runs the
// flows' server entry (server/src/test/clock-server.ts: the production start on the run's
// clock; CLOCK_CONTROL_PORT in `env` lets the flow move it); `args` are its
// arguments (--ship-built: its remotes' builds become live releases, as with npm start).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { runClockEnv } from './run-clock';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string>, port: number, args: string[] = []): Promise<ServerProcess> {
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'src/test/clock-server.ts', ...args], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: { ...process.env, ...runClockEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    // A clean stop takes well under a second. One that hangs is a defect of the
    // server's shutdown: kill it rather than leave it running, and fail with what
    // it printed, before Playwright's hook timeout would say only 'timeout'.
    stop: () =>
      new Promise((resolve, reject) => {
        if (child.exitCode !== null) return resolve();
        const hung = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the server did not stop within 120 s of SIGTERM:\n${output}`));
        }, 120_000);
        child.once('exit', () => {
          clearTimeout(hung);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
