// The real app on the benchmark's database, listening on a free localhost port,
// as production would serve it (trusted answers serialised as production does; the system clock unless a benchmark moves its
// own; sweeps off: a benchmark that needs one runs it by name). Silent unless a
// benchmark asks for production's logging (productionLogger).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { systemClock, type Clock } from '../src/clock';
import type { Database } from '../src/db/database';
import { DiskImageStorage } from '../src/features/uploads/storage';

/** The benchmark servers' secret: a benchmark signs its callers' session tokens with it. */
export const BENCH_JWT_SECRET = 'benchmark-secret-that-is-at-least-32-characters';

export async function startBenchApp(
  db: Database,
  tempDir: string,
  clock: Clock = systemClock,
  options: Partial<Pick<AppOptions, 'limits' | 'trustProxy' | 'logger'>> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    db,
    storage: new DiskImageStorage(path.join(tempDir, 'uploads')),
    clock,
    jwtSecret: BENCH_JWT_SECRET,
    staticRoot: path.join(tempDir, 'static'),
    releaseStoreDir: path.join(tempDir, 'releases'),
    logger: false,
    sweepIntervalMs: 0,
    trustServiceResponses: true,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    await app.close();
    throw new Error('the app is not listening on a TCP port');
  }
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/**
 * What `npm start` logs (LOG_LEVEL, 'info' by default, as main.ts configures it), written
 * synchronously like pino's stdout but to /dev/null, so a benchmark pays for every line
 * production writes without printing them.
 */
export function productionLogger(level = process.env.LOG_LEVEL ?? 'info'): AppOptions['logger'] {
  const fd = fs.openSync('/dev/null', 'w');
  return { level, stream: { write: (line: string) => fs.writeSync(fd, line) } };
}
