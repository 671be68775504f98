// Starts the marketplace: config, database (PGlite under DATA_DIR unless
// DATABASE_URL), migrations, demo data on a fresh database, then listen, and a
// clean stop on SIGINT/SIGTERM. main.ts runs it with the system clock; the
// tests' own entry (test/clock-server.ts) runs it with a
// clock they move. Only the clock differs.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Clock } from './clock';
import { loadConfig, paymentProviderOf } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { createPasswordHasher } from './features/auth/passwords';
import { shipBuilds } from './features/releases/ship-builds';
import { DiskImageStorage } from './features/uploads/storage';
import { loadOrCreateJwtSecret } from './jwt-secret';
import { seedDemoData } from './seed/index';
import { pesosToCentavos } from './money';

export async function startMarketplace({
  clock,
  onStop,
  shipBuiltRemotes = false,
}: {
  clock: Clock;
  onStop?: () => Promise<void>;
  /** `npm start`: publish and promote the remotes' builds on this disk (features/releases/ship-builds.ts). */
  shipBuiltRemotes?: boolean;
}): Promise<FastifyInstance> {
  const config = loadConfig();
  const releaseLock = config.DATABASE_URL ? () => undefined : acquireDataDirLock(config.DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await database.migrate();

  const storage = new DiskImageStorage(path.join(config.DATA_DIR, 'uploads'));
  const app = await buildApp({
    db: database.db,
    storage,
    clock,
    jwtSecret: loadOrCreateJwtSecret(config.DATA_DIR, config.JWT_SECRET),
    sessionLifetimeSeconds: config.SESSION_LIFETIME,
    staticRoot: config.STATIC_ROOT,
    releaseStoreDir: config.RELEASE_STORE_DIR ?? path.join(config.DATA_DIR, 'releases'),
    releasesKept: config.RELEASES_KEPT,
    releaseOrigins: config.RELEASE_ORIGINS,
    rolloutLimits: { minLoads: config.ROLLOUT_MIN_LOADS, marginPercent: config.ROLLOUT_ERROR_MARGIN },
    logger: { level: config.LOG_LEVEL },
    redisUrl: config.REDIS_URL,
    remoteUrlOverrides: config.REMOTES_MANIFEST_URLS,
    loginRateLimitMax: config.LOGIN_RATE_LIMIT_MAX,
    limits: config.ABUSE_LIMITS,
    trustProxy: config.TRUST_PROXY,
    marketplaceTimeZone: config.MARKETPLACE_TIME_ZONE,
    paymentProvider: paymentProviderOf(config),
    publicUrl: config.PUBLIC_URL,
    localUrl: `http://localhost:${config.PORT}`,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    paymentHoldMinutes: config.PAYMENT_HOLD_MINUTES,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    disputeWindowHours: config.DISPUTE_WINDOW_HOURS,
    lateCancelHours: config.LATE_CANCEL_HOURS,
    lateCancelPayPercent: config.LATE_CANCEL_PAY_PERCENT,
    payoutMinimumCentavos: pesosToCentavos(config.PAYOUT_MINIMUM),
    payoutProvider:
      config.PAYOUT_PROVIDER === 'paymongo'
        ? { provider: 'paymongo', secretKey: config.PAYMONGO_SECRET_KEY!, walletAccount: config.PAYMONGO_WALLET_ACCOUNT!, apiBase: config.PAYMONGO_API_BASE }
        : { provider: 'sandbox' },
    trustServiceResponses: true,
  });

  const seeded = await seedDemoData({
    app,
    paymentHoldMinutes: config.PAYMENT_HOLD_MINUTES,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    db: database.db,
    storage,
    passwords: createPasswordHasher(),
    clock,
    timeZone: config.MARKETPLACE_TIME_ZONE,
  });
  if (seeded) app.log.info({ assistants: seeded.assistants.length }, 'fresh database: demo data added');
  if (shipBuiltRemotes) await shipBuilds(app.releases, config.STATIC_ROOT, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await onStop?.();
      await app.close();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Marketplace running at http://localhost:${port}`);
  return app;
}
