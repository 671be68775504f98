// The real app on the benchmark's database, listening on a free localhost port,
// as production would serve it (the system clock unless a benchmark moves its
// own; sweeps off: a benchmark that needs one runs it by name).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { systemClock, type Clock } from '../src/clock';
import type { Database } from '../src/db/database';
import { DiskImageStorage } from '../src/features/uploads/storage';

export async function startBenchApp(
  db: Database,
  tempDir: string,
  clock: Clock = systemClock,
  options: Partial<Pick<AppOptions, 'limits' | 'trustProxy'>> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    db,
    storage: new DiskImageStorage(path.join(tempDir, 'uploads')),
    clock,
    jwtSecret: 'benchmark-secret-that-is-at-least-32-characters',
    staticRoot: path.join(tempDir, 'static'),
    logger: false,
    sweepIntervalMs: 0,
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
