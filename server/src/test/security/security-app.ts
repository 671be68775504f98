// The app the security suites run against: a test app on a test clock at
// TEST_NOW, serving a small built front end (a shell page, a hashed script, a
// remote) so pages and assets answer as they do in production.
import fs from 'node:fs/promises';
import path from 'node:path';
import { TEST_NOW } from '../../features/bookings/booking-test-helpers';
import type { TestDatabaseKind } from '../databases';
import { createTestApp, suiteFixture, type TestApp } from '../test-app';
import { rowCounter } from './row-counts';
import { createTestClock, type TestClock } from '../test-clock';
import { matrixWorld, type MatrixWorld } from './matrix-world';

export const SHELL_INDEX = '<!doctype html><title>Marketplace</title><div id="root"></div>';
export const SHELL_SCRIPT = 'main.3f9a1c2e8b7d6a5f.js';
export const REMOTE_SCRIPT = 'remoteEntry.js';

export interface SecurityApp {
  t: TestApp;
  clock: TestClock;
  world: MatrixWorld;
}

async function write(root: string, file: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), content);
}

export async function createSecurityApp(kind: TestDatabaseKind): Promise<SecurityApp> {
  const clock = createTestClock(TEST_NOW);
  const t = await createTestApp(kind, { clock });
  await write(t.staticRoot, 'shell/dist/index.html', SHELL_INDEX);
  await write(t.staticRoot, `shell/dist/${SHELL_SCRIPT}`, 'console.log("shell");');
  await write(t.staticRoot, `mf-profiles/dist/${REMOTE_SCRIPT}`, 'var mf_profiles = 1;');
  await write(
    t.staticRoot,
    'mf-profiles/dist/remote-part.json',
    JSON.stringify({ name: 'mf_profiles', entry: REMOTE_SCRIPT, routes: [{ path: '/profile/list', access: 'public' }], exposes: ['./routes'] }),
  );
  return { t, clock, world: matrixWorld(t, clock) };
}

/** A security suite's app and a counter of every table's rows: s.t, s.world, s.countRows. */
export function securitySuite(kind: TestDatabaseKind) {
  return suiteFixture(async () => {
    const app = await createSecurityApp(kind);
    return { ...app, countRows: await rowCounter(app.t.database.db) };
  });
}
