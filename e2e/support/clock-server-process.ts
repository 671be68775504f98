// A real server on its own fresh data and a clock the flow moves
// (server/src/test/clock-server.ts), for a flow that needs time to pass: a session to end, a
// window to close, a reminder to fall due. It runs apart from the shared server
// of playwright.config.ts, so moving its clock forward never reaches another
// spec. Its two ports (site and clock control) are ones the OS gives (./free-ports.ts),
// so no spec picks a number and no two servers share one.
//
// A spec takes one through useClockServer() of ./test.ts, never by calling this itself:
// that starts it before the spec's first test and stops it after its last.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePorts } from './free-ports';
import { startServer, type ServerProcess } from './server-process';

export interface ClockServer extends ServerProcess {
  /** Moves the server's clock forward so that it reads `at` now (forward only). */
  moveClockTo(at: Date): Promise<void>;
  /**
   * Time passes: the server's clock reads `at`, the pages' clocks are fixed at
   * `at`, and the server runs its timed jobs (sessions ending, windows closing,
   * reminders, payouts), as its schedule would within 30 s.
   */
  timePasses(at: Date, pages: Page[]): Promise<void>;
  /** A page of a new browser context on this server, its clock fixed at `at`. */
  pageAt(browser: Browser, at: Date): Promise<Page>;
}

const controlUrl = (port: number) => `http://127.0.0.1:${port}`;

async function control(port: number, route: string, body?: object): Promise<void> {
  const response = await fetch(`${controlUrl(port)}${route}`, { method: 'POST', body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`clock control ${route}: ${response.status} ${await response.text()}`);
}

/** How often a start is tried again when a port the OS gave was taken before the server bound it. */
const PORT_ATTEMPTS = 5;

export async function startClockServer(): Promise<ClockServer> {
  for (let attempt = 1; ; attempt += 1) {
    const [port, controlPort] = await freePorts(2);
    // Fresh data for each try: a server that lost its site port has already seeded its own.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-clock-'));
    try {
      const server = await startServer({ DATA_DIR: dataDir, CLOCK_CONTROL_PORT: String(controlPort) }, port);
      return clockServer(server, controlPort, dataDir);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      // Another process bound one of the ports between freePorts and the server: other ports.
      if (attempt < PORT_ATTEMPTS && error instanceof Error && error.message.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

function clockServer(server: ServerProcess, controlPort: number, dataDir: string): ClockServer {
  const moveClockTo = async (at: Date) => {
    // The whole offset from real time: the clock only moves forward.
    await control(controlPort, '/offset', { ms: at.getTime() - Date.now() });
  };
  return {
    url: server.url,
    moveClockTo,
    async timePasses(at, pages) {
      await moveClockTo(at);
      for (const page of pages) await page.clock.setFixedTime(at);
      await control(controlPort, '/sweep');
    },
    async pageAt(browser, at) {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.clock.setFixedTime(at);
      return page;
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
