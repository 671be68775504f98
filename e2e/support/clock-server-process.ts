// A real server on its own fresh data and a clock the flow moves
// (server/src/test/clock-server.ts), for a flow that needs time to pass: a session to end, a
// window to close, a reminder to fall due. It runs apart from the shared server
// of playwright.config.ts, so moving its clock forward never reaches another
// spec. Each flow takes its own ports: E2E_PORT + `ports` (site) and + `ports` + 1
// (clock control).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
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

export async function startClockServer(ports: number): Promise<ClockServer> {
  const base = Number(process.env.E2E_PORT ?? 8181);
  const controlPort = base + ports + 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-clock-'));
  const server = await startServer({ DATA_DIR: dataDir, CLOCK_CONTROL_PORT: String(controlPort) }, base + ports);
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
