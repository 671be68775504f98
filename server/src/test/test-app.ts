// A test app on a fresh database with its own temporary uploads and static
// folders. Nothing is shared between apps; nothing is seeded unless asked.
// It runs on the real clock unless given one (test-clock.ts), and its sweep
// jobs run only when a test calls app.sweeps.runAll() or run(name).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { systemClock } from '../clock';
import type { AbuseLimits } from '../plugins/limits';
import type { Database, DatabaseHandle } from '../db/database';
import { DiskImageStorage, type ImageStorage } from '../features/uploads/storage';
import { signedInUser } from './fixtures';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind, type TestDatabaseOptions } from './databases';

/** argon2's minimum sensible cost: tests hash many passwords and need not resist cracking. */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * Limits so high no suite meets one by accident; a test of a limit passes its own
 * small number (createTestApp(kind, { limits: { messagesPerUserPerMinute: 3 } })).
 */
export const TEST_LIMITS: AbuseLimits = {
  loginsPerIpPerMinute: 1_000_000,
  registrationsPerIpPerHour: 1_000_000,
  passwordHashConcurrency: 2,
  passwordHashQueue: 1_000_000,
  passwordHashesPerAddress: 1_000_000,
  passwordHashesPerIpPerMinute: 1_000_000,
  passwordFailuresPerAccount: 1_000_000,
  bookingsPerUserPerMinute: 1_000_000,
  openRequestsPerConsultant: 1_000_000,
  openRequestsPerClient: 1_000_000,
  lapsedHoldsBeforeCoolOff: 1_000_000,
  holdCoolOffHours: 12,
  unpaidHoldsPerConsultant: 1_000_000,
  unpaidHoldsPerClientPerConsultant: 1_000_000,
  messagesPerUserPerMinute: 1_000_000,
  chatsPerUserPerHour: 1_000_000,
  uploadsPerUserPerHour: 1_000_000,
  storedBytesPerUser: 1_000_000_000,
  socketEventsPerTenSeconds: 1_000_000,
  calendarReadsPerUserPerHour: 1_000_000,
  socketConnectionsPerIpPerMinute: 1_000_000,
  openSocketsPerIp: 1_000_000,
  clientReportsPerIpPerMinute: 1_000_000,
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: DiskImageStorage;
  uploadsDir: string;
  staticRoot: string;
  releaseStoreDir: string;
  kind: TestDatabaseKind;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Omit<AppOptions, 'db' | 'storage'>> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-test-'));
  const uploadsDir = path.join(tempDir, 'uploads');
  const staticRoot = overrides.staticRoot ?? path.join(tempDir, 'static');
  const releaseStoreDir = overrides.releaseStoreDir ?? path.join(tempDir, 'releases');
  const database = await openTestDatabase(kind, databaseOptions);
  const storage = new DiskImageStorage(uploadsDir);
  const app = await buildTestApp(database.db, storage, staticRoot, { releaseStoreDir, ...overrides });
  return {
    app,
    database,
    storage,
    uploadsDir,
    staticRoot,
    releaseStoreDir,
    kind,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on a test app's database, as a restarted server or a second
 * server process would be: nothing in memory is shared, only the data. Close
 * it before the test app.
 */
export async function createAppOnSameDatabase(
  testApp: TestApp,
  overrides: Partial<Omit<AppOptions, 'db' | 'storage'>> = {},
): Promise<FastifyInstance> {
  return buildTestApp(testApp.database.db, testApp.storage, testApp.staticRoot, { releaseStoreDir: testApp.releaseStoreDir, ...overrides });
}

/**
 * Two apps on one database, as two server processes would be (options as createTestApp's,
 * for both), built before a suite's tests and closed after: s.first (a TestApp), s.second.
 */
export function twoAppsSuite(overrides: Partial<Omit<AppOptions, 'db' | 'storage'>> = {}): { first: TestApp; second: FastifyInstance } {
  const suite = {} as { first: TestApp; second: FastifyInstance };
  before(async () => {
    suite.first = await createTestApp('pglite', overrides);
    suite.second = await createAppOnSameDatabase(suite.first, overrides);
  });
  after(async () => {
    await suite.second.close();
    await suite.first.close();
  });
  return suite;
}

async function buildTestApp(
  db: Database,
  storage: ImageStorage,
  staticRoot: string,
  overrides: Partial<Omit<AppOptions, 'db' | 'storage'>> & Pick<AppOptions, 'releaseStoreDir'>,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    storage,
    clock: systemClock,
    jwtSecret: TEST_JWT_SECRET,
    staticRoot,
    logger: false,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    sweepIntervalMs: 0,
    ...overrides,
    limits: { ...TEST_LIMITS, ...overrides.limits },
  });
  await app.ready();
  return app;
}

/** Runs the same suite on every test database (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set). */
export function describeEachDatabase(name: string, suite: (kind: TestDatabaseKind) => void): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => suite(kind));
  }
}

/** A database of this kind for a suite's tests alone (no app): opened before them, closed after; read db inside a test. */
export function suiteDatabase(kind: TestDatabaseKind): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  before(async () => {
    handle = await openTestDatabase(kind);
  });
  after(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error('the suite database opens before the suite’s tests');
      return handle.db;
    },
  };
}

/**
 * What a suite's tests share, built once before them and closed after: a test app
 * and whatever the suite makes from it (a client, signed-in users). The object is
 * filled in when the suite's before() has run, so tests read it, never destructure
 * it at the suite's top level:
 *   const s = suiteFixture(async () => {
 *     const t = await createTestApp(kind);
 *     return { t, headers: (await signedInUser(t.app)).headers };
 *   });
 *   it('...', async () => { await s.t.app.inject({ url, headers: s.headers }); });
 */
export function suiteFixture<S extends { t: TestApp }>(build: () => Promise<S>): S {
  const suite = {} as S;
  before(async () => {
    Object.assign(suite, await build());
  });
  after(() => suite.t.close());
  return suite;
}

/** A suite's test app (options as createTestApp's) with one signed-in user's headers. */
export function signedInSuite(kind: TestDatabaseKind, overrides: Partial<Omit<AppOptions, 'db' | 'storage'>> = {}) {
  return suiteFixture(async () => {
    const t = await createTestApp(kind, overrides);
    const headers: Record<string, string> = (await signedInUser(t.app)).headers;
    return { t, headers };
  });
}
