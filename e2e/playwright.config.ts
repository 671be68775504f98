// Playwright flows against the production build, served by the real server on a
// fresh embedded database and the run's clock (support/run-clock.ts: E2E_NOW, or
// a fixed default), driven in Debian's Chromium (no browser download).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ABUSE_LIMITS } from './support/e2e-limits';
import { runClockEnv } from './support/run-clock';

const port = Number(process.env.E2E_PORT ?? 8181);
// E2E_BASE_URL runs the flows against a site already running, e.g. `npm run cluster`'s nginx
// (E2E_BASE_URL=http://127.0.0.1:8080 npx playwright test tests/booking.spec.ts ...): no server is started here.
const externalBaseUrl = process.env.E2E_BASE_URL;
const chromiumArgs: string[] = JSON.parse(readFileSync(path.join(import.meta.dirname, 'support', 'chromium-args.json'), 'utf8'));
// Workers inherit the main process's environment, so they all see the one data dir.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
// And the servers the flows start themselves (support/server-process.ts) these limits.
process.env.ABUSE_LIMITS ??= E2E_ABUSE_LIMITS;
// The run's clock is fixed here, once, for the workers and every server to inherit.
const clockEnv = runClockEnv();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A cap for a flow, not a measure of it: the longest flows (two people, a payment, a
  // moved clock) take 30-50 s on a quiet 2-core machine and past 60 s on a busy one.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The same flags drive Lighthouse in the front-end report (scripts/first-load-report.mjs).
      args: chromiumArgs,
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node --import tsx src/test/clock-server.ts',
        cwd: path.resolve(import.meta.dirname, '..', 'server'),
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_LEVEL: 'warn',
          ABUSE_LIMITS: process.env.ABUSE_LIMITS,
          ...clockEnv,
        },
      },
});
