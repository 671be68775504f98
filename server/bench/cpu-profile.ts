// BENCH_CPU_PROFILE=<directory>: a benchmark server (serve-app.ts) records a V8 CPU
// profile of its whole life and writes it there when it stops, for Chrome's
// DevTools or any .cpuprofile reader: to see which code a race's time goes to.
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function startCpuProfile(directory: string | undefined): Promise<() => Promise<void>> {
  if (!directory) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await fs.mkdir(directory, { recursive: true });
    await fs.writeFile(path.join(directory, `server-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}
