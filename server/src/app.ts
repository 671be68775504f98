// Builds the whole application as a Fastify instance: tests call buildApp and
// use app.inject; main.ts builds it with real config and listens.
//
// This is where the server is put together. Cross-cutting pieces are decorated
// on the app (clock, sweeps, realtime, auth hooks, tokens, passwords); each
// feature is one register function in features/<name>/plugin.ts that builds
// its services once from the dependencies named here, registers its routes,
// and returns the service other features may use. Features are registered in
// dependency order, so nothing reaches for a service that is not built yet.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import { createEventBus } from './events';
import { pesosToCentavos } from './money';
import { SETTING_DEFAULTS as DEFAULTS } from './settings';
import type { Database } from './db/database';
import { createAuditLog } from './features/admin/audit-log';
import { registerAdmin } from './features/admin/plugin';
import { registerAuth } from './features/auth/plugin';
import { createPasswordHasher, type PasswordHashCost, type PasswordHasher } from './features/auth/passwords';
import { createHashGate } from './features/auth/hash-gate';
import { passwordLimits } from './features/auth/password-limits';
import { createTokenService, type TokenService } from './features/auth/tokens';
import type { BookingEvents } from './features/bookings/events';
import { registerBookings } from './features/bookings/plugin';
import { registerAvailability } from './features/availability/plugin';
import { createCalendarFetcher, type CalendarFetchOptions } from './features/availability/calendar-fetch';
import { registerChat } from './features/chat/plugin';
import { registerConfig } from './features/config/plugin';
import { registerHealth } from './features/health/plugin';
import { registerListings } from './features/listings/plugin';
import { registerNotifications } from './features/notifications/plugin';
import { registerPayments, type PaymentProviderConfig } from './features/payments/plugin';
import type { PayMongoOptions } from './features/payments/providers/paymongo';
import { sandboxWebhookSecret } from './features/payments/providers/sandbox';
import { registerPremium } from './features/premium/plugin';
import { registerProfiles } from './features/profiles/plugin';
import { registerReleases } from './features/releases/plugin';
import { registerReferrals } from './features/referrals/plugin';
import { registerReviews } from './features/reviews/plugin';
import { registerUploads } from './features/uploads/plugin';
import type { ImageStorage } from './features/uploads/storage';
import { registerUsers } from './features/users/plugin';
import { registerAuthHooks, type AccountRow } from './plugins/auth';
import { registerBackgroundTasks } from './plugins/background';
import { registerCompression } from './plugins/compression';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { type AbuseLimits, registerLimits } from './plugins/limits';
import { registerRealtime } from './plugins/realtime';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerRequestArrival } from './plugins/request-arrival';
import { createSessionCache } from './plugins/session-cache';
import { registerApiDocsRoutes, registerApiDocument } from './plugins/api-docs';
import { registerSecurity } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { DEFAULT_SWEEP_INTERVAL_MS, registerSweeps } from './plugins/sweeps';
import { HOUR_MS } from './features/earnings/deps';
import { createMoneyPort } from './features/earnings/money-port';
import { moveEarningWithSession } from './features/earnings/earning-dates';
import { createPayMongoPayoutProvider, createSandboxPayoutProvider, type PayoutProvider } from './features/earnings/payout-providers';
import { registerEarnings } from './features/earnings/plugin';
import { createEmail } from './features/email/plugin';
import type { MailTransport } from './features/email/transport';
import { DEFAULT_PAYMONGO_API_BASE } from './features/payments/providers/paymongo';
import { releasesForBrowser } from './features/releases/browser-releases';
import { DEFAULT_ROLLOUT_LIMITS, type RolloutLimits } from './features/releases/rollout-health';

export interface AppOptions {
  db: Database;
  storage: ImageStorage;
  /** The one clock every time rule and timestamp follows: systemClock in production, a test clock in tests. */
  clock: Clock;
  jwtSecret: string;
  /** SESSION_LIFETIME: how long a session token lasts, in seconds; 7 days when not given. */
  sessionLifetimeSeconds?: number;
  /** Folder holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** RELEASE_STORE_DIR: the folder of the remotes' releases this server serves. */
  releaseStoreDir: string;
  /** RELEASES_KEPT: releases kept per remote in the store; 10 when not given. */
  releasesKept?: number;
  /** RELEASE_ORIGINS: the only origins other than this site's a release may be registered from (none by default). */
  releaseOrigins?: string[];
  /** ROLLOUT_MIN_LOADS, ROLLOUT_ERROR_MARGIN: when a staged rollout's candidate fails too often (DEFAULT_ROLLOUT_LIMITS when not given). */
  rolloutLimits?: RolloutLimits;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  redisUrl?: string;
  remoteUrlOverrides?: Record<string, string>;
  loginRateLimitMax?: number;
  /** Lighter argon2 cost for tests; production uses argon2's defaults. */
  passwordHashCost?: PasswordHashCost;
  /** Trust X-Forwarded-* from a reverse proxy (for request.ip and https detection). */
  trustProxy?: boolean;
  /** MARKETPLACE_TIME_ZONE; Asia/Manila by default. */
  marketplaceTimeZone?: string;
  /** How often the sweep jobs run (and once at start); 0 turns the schedule off (tests run sweeps by hand). */
  sweepIntervalMs?: number;
  /** PAYMENT_PROVIDER: the sandbox (default) or PayMongo with its keys. */
  paymentProvider?: { provider: 'sandbox' } | ({ provider: 'paymongo' } & PayMongoOptions);
  /** PUBLIC_URL: the site's public address (payment return pages, checkout links); the request's origin when unset. */
  publicUrl?: string;
  /** This server's own origin (http://localhost:PORT): links in mails are made from it when publicUrl is unset. */
  localUrl?: string;
  /** SMTP_URL: mails are sent through this SMTP server; unset, they are held in the outbox for an admin to read. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of mails; '<product> <no-reply@site host>' when unset. */
  mailFrom?: string;
  /** A transport of the test's own instead of SMTP (tests of refusals the SMTP server cannot be made to give). */
  mailTransport?: MailTransport;
  /** PAYMENT_HOLD_MINUTES: how long a new unpaid booking holds its slots. */
  paymentHoldMinutes?: number;
  /** PLATFORM_FEE_PERCENT: the platform's share of each booking's price; 10 when not given. */
  platformFeePercent?: number;
  /** DISPUTE_WINDOW_HOURS: how long after a session its client may report a problem; 72 when not given. */
  disputeWindowHours?: number;
  /** LATE_CANCEL_HOURS: a client cancelling a paid booking at least this long before its start gets it all back; 24 when not given. */
  lateCancelHours?: number;
  /** LATE_CANCEL_PAY_PERCENT: what a later client cancellation leaves the assistant of their share; 50 when not given. */
  lateCancelPayPercent?: number;
  /** PAYOUT_MINIMUM in centavos; 500 pesos when not given. */
  payoutMinimumCentavos?: number;
  /** PAYOUT_PROVIDER: the sandbox (default) or PayMongo's wallet transfers. */
  payoutProvider?: { provider: 'sandbox' } | { provider: 'paymongo'; secretKey: string; walletAccount: string; apiBase?: string };
  /** Abuse limits (rate limits, caps, quotas); DEFAULT_ABUSE_LIMITS for whatever is not given. */
  limits?: Partial<AbuseLimits>;
  /**
   * Answers of routes declaring trustedResponse(schema) are JSON.stringify'd without zod's
   * re-encoding (plugins/response-serializer.ts): on in production; off by default, so tests check them.
   */
  trustServiceResponses?: boolean;
  /** How assistants' busy calendars are read (tests allow their local HTTP server). */
  calendarFetch?: CalendarFetchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    tokens: TokenService;
    passwords: PasswordHasher;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
    // Errors the router raises before any route runs (a URL that is not valid UTF-8) use the one error shape too.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  registerRouteRegistry(app);
  await registerApiDocument(app);

  registerRequestArrival(app);
  // Answer with the request id so a user can quote it when reporting an error; logs carry the same id.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.trustServiceResponses ?? false));
  registerErrorHandling(app);

  const { db, storage, clock } = options;
  const timeZone = options.marketplaceTimeZone ?? DEFAULTS.marketplaceTimeZone;
  const tokens = createTokenService(options.jwtSecret, clock, { sessionLifetimeSeconds: options.sessionLifetimeSeconds });
  const limits = registerLimits(app, options.limits);
  app.decorate('clock', clock);
  app.decorate('tokens', tokens);
  registerSweeps(app, { clock, intervalMs: options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS });
  const background = registerBackgroundTasks(app);

  const cspSources = await registerSecurity(app, { redisUrl: options.redisUrl });
  // After the rate limits' store: every hash of a request is counted there (password-limits.ts).
  const passwords = createPasswordHasher(options.passwordHashCost, {
    gate: createHashGate({ concurrency: limits.passwordHashConcurrency, queue: limits.passwordHashQueue, perCaller: limits.passwordHashesPerAddress }),
    limits: passwordLimits(app, limits),
  });
  app.decorate('passwords', passwords);
  await registerCompression(app);
  await registerRealtime(app, {
    db,
    clock,
    tokens,
    redisUrl: options.redisUrl,
    eventLimit: { max: limits.socketEventsPerTenSeconds, windowMs: 10_000 },
    connectionLimit: { perMinute: limits.socketConnectionsPerIpPerMinute, openAtOnce: limits.openSocketsPerIp },
    trustProxy: options.trustProxy ?? false,
  });
  const { realtime } = app;
  // What the auth hooks know of each account; the features that change it say so (accountChanged).
  const sessions = createSessionCache<AccountRow>({ clock, fanOut: realtime.accountChanges });
  registerAuthHooks(app, { db, tokens, sessions });
  // Facts a feature tells once its change has committed, to the features that listen (events.ts).
  const events = createEventBus<BookingEvents>(app.log);
  // Mails are written by the features below in their own transactions; the outbox is built first.
  const email = createEmail(
    app,
    {
      db,
      clock,
      secret: options.jwtSecret,
      siteUrl: options.publicUrl ?? options.localUrl ?? DEFAULTS.localUrl,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      transport: options.mailTransport,
    },
    realtime,
  );

  await registerHealth(app);
  const cancelPolicy = {
    lateCancelHours: options.lateCancelHours ?? DEFAULTS.lateCancelHours,
    lateCancelPayPercent: options.lateCancelPayPercent ?? DEFAULTS.lateCancelPayPercent,
  };
  await registerConfig(app, { timeZone, ...cancelPolicy });
  await registerAuth(app, {
    db,
    clock,
    passwords,
    tokens,
    sessions,
    loginRateLimitMax: options.loginRateLimitMax ?? DEFAULTS.loginRateLimitMax,
    limits,
    outbox: email.outbox,
  });
  const uploads = await registerUploads(app, { db, storage, clock });
  const notifications = await registerNotifications(app, { db, clock, realtime });
  const chat = await registerChat(app, { db, clock, realtime, notifications, outbox: email.outbox });
  const listings = await registerListings(app, { db, clock, uploads });
  const profilePosts = await registerProfiles(app, { db, clock, uploads, listings });
  // Every admin write (users, premium, the console's own) is recorded here in its transaction.
  const audit = createAuditLog({ db, clock });
  await registerUsers(app, { db, clock, uploads, profilePosts, audit, sessions });
  const referrals = await registerReferrals(app, { db, clock, timeZone, notifications, events });
  const holdMs = (options.paymentHoldMinutes ?? DEFAULTS.paymentHoldMinutes) * 60_000;
  const platformFeePercent = options.platformFeePercent ?? DEFAULTS.platformFeePercent;
  const disputeWindowHours = options.disputeWindowHours ?? DEFAULTS.disputeWindowHours;
  const bookings = await registerBookings(app, { db, clock, timeZone, realtime, chat, notifications, holdMs, referrals, platformFeePercent, cancelPolicy, outbox: email.outbox, events });
  await registerAvailability(app, {
    db,
    clock,
    timeZone,
    slotsChanged: bookings.slotsChanged,
    fetchCalendar: createCalendarFetcher(options.calendarFetch),
  });
  const premium = await registerPremium(app, { db, clock, audit, profilePosts, chat, notifications, sessions, outbox: email.outbox });
  const money = createMoneyPort({ timeZone, disputeWindowMs: disputeWindowHours * HOUR_MS });
  bookings.onSessionMoved(moveEarningWithSession({ timeZone, disputeWindowMs: disputeWindowHours * HOUR_MS }));
  const payments = await registerPayments(app, {
    db,
    clock,
    bookings: bookings.payments,
    premium,
    background,
    config: paymentProviderConfig(options),
    publicUrl: options.publicUrl,
    money,
  });
  await registerEarnings(app, {
    db,
    clock,
    log: app.log,
    timeZone,
    platformFeePercent,
    disputeWindowHours,
    payoutMinimumCentavos: options.payoutMinimumCentavos ?? pesosToCentavos(DEFAULTS.payoutMinimumPesos),
    money,
    payouts: payoutProviderOf(options),
    refunds: payments.refunds,
    bookings: bookings.disputes,
    notifications,
    passwords,
    audit,
    outbox: email.outbox,
  });

  await registerAdmin(app, { db, clock, bookings: bookings.accounts, userBookings: bookings.adminBookingsOf, uploads, audit, profilePosts, sessions });
  await registerReviews(app, { db, clock, audit, notifications, profilePosts });
  await email.register();

  const releases = await registerReleases(app, {
    db,
    clock,
    audit,
    storeDir: options.releaseStoreDir,
    keep: options.releasesKept ?? DEFAULTS.releasesKept,
    staticRoot: options.staticRoot,
    allowedOrigins: options.releaseOrigins ?? [],
    rolloutLimits: options.rolloutLimits ?? DEFAULT_ROLLOUT_LIMITS,
  });
  // The content security policy allows the origins live releases are served from (and, for one browser, those it gets instead).
  cspSources.scripts = (cookies) => releases.originsOf(releasesForBrowser(cookies, app.tokens, releases));
  await registerApiDocsRoutes(app);
  await app.register(staticPlugin, { staticRoot: options.staticRoot, remoteUrlOverrides: options.remoteUrlOverrides, releases });

  return app;
}

function payoutProviderOf(options: AppOptions): PayoutProvider {
  const chosen = options.payoutProvider ?? { provider: 'sandbox' };
  if (chosen.provider === 'paymongo') {
    return createPayMongoPayoutProvider({ secretKey: chosen.secretKey, walletAccount: chosen.walletAccount, apiBase: chosen.apiBase ?? DEFAULT_PAYMONGO_API_BASE });
  }
  return createSandboxPayoutProvider();
}

function paymentProviderConfig(options: AppOptions): PaymentProviderConfig {
  const chosen = options.paymentProvider ?? { provider: 'sandbox' };
  if (chosen.provider === 'paymongo') return chosen;
  return { provider: 'sandbox', webhookSecret: sandboxWebhookSecret(options.jwtSecret) };
}
