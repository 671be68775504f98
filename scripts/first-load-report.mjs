// Measures what a first visit to /home downloads: every script and its gzip size,
// against a production build served by the real server. Part of `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 8183;
const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-first-load-'));
const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'server'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** The file on disk behind a served URL: /remotes/<dir>/x -> <dir>/dist/x, else shell/dist. */
function fileFor(pathname) {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(root, remote[1], 'dist', remote[2]) : path.join(root, 'shell', 'dist', pathname);
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${port}/home`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Find a Good Assistant Here' }).waitFor();
  const elapsed = Date.now() - started;
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), firstContentfulPaint: Math.round(paint?.startTime ?? 0) };
  });
  await browser.close();

  let total = 0;
  const rows = [...scripts].sort().map((pathname) => {
    const gzip = gzipSync(readFileSync(fileFor(pathname))).length;
    total += gzip;
    return { script: pathname, 'gzip KB': (gzip / 1024).toFixed(1) };
  });
  console.log('\nFirst load of /home (production build, local server)');
  console.table(rows);
  console.log(`scripts: ${rows.length}, total ${(total / 1024).toFixed(1)} KB gzip`);
  console.log(`DOMContentLoaded ${timing.domContentLoaded} ms, first contentful paint ${timing.firstContentfulPaint} ms, heading visible after ${elapsed} ms`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
