// A real server on its own fresh data and a clock the flow moves
// (support/clock-server.ts), for a flow that needs a session to have ended. It
// runs apart from the shared server of playwright.config.ts, so moving its clock
// forward never reaches another spec. Ports: E2E_PORT + 2 (site) and + 3 (clock control).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setServerClockOffset } from './server-clock';
import { startServer, type ServerProcess } from './server-process';

export interface ClockServer extends ServerProcess {
  /** Moves the server's clock forward so that it reads `at` now (forward only). */
  moveClockTo(at: Date): Promise<void>;
}

export async function startClockServer(): Promise<ClockServer> {
  const base = Number(process.env.E2E_PORT ?? 8181);
  const port = base + 2;
  const controlPort = base + 3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-clock-'));
  const server = await startServer({ DATA_DIR: dataDir, CLOCK_CONTROL_PORT: String(controlPort) }, port, '../e2e/support/clock-server.ts');
  return {
    url: server.url,
    async moveClockTo(at) {
      await setServerClockOffset(controlPort, at.getTime() - Date.now());
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
