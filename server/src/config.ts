// Environment configuration, validated once at start. Anything invalid stops
// the server with a message naming the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from './plugins/limits';
import { SETTING_DEFAULTS as DEFAULTS } from './settings';
import { DEFAULT_ROLLOUT_LIMITS } from './features/releases/rollout-health';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(serverDir, '..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Text holding JSON, parsed; `what` says what the JSON must be when it is not JSON at all. */
const jsonText = (what: string) =>
  z.string().transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: `must be ${what}` });
      return z.NEVER;
    }
  });

/** A JSON object mapping a remote's name to its entry URL, e.g. {"mf_chat":"https://cdn.example/mf-chat/remoteEntry.js"}. */
const remoteUrlsSchema = jsonText('a JSON object of remote name to entry URL').pipe(z.record(z.string(), z.string().min(1)));

/** Comma-separated http(s) origins, each as new URL(...).origin writes it (no path). */
const releaseOriginsSchema = z
  .string()
  .optional()
  .transform((text, context) =>
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        let url: URL | null = null;
        try {
          url = new URL(part);
        } catch {
          // reported below
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== part.replace(/\/$/, '')) {
          context.addIssue({ code: 'custom', message: `${part} is not an origin (https://host or https://host:port)` });
          return part;
        }
        return url.origin;
      }),
  );

/** A JSON object setting some abuse limits (plugins/limits.ts), e.g. {"registrationsPerIpPerHour":50}; the rest keep their defaults. */
const abuseLimitsSchema = jsonText('a JSON object of abuse limit names to whole numbers').pipe(
  z
    .object(Object.fromEntries(Object.keys(DEFAULT_ABUSE_LIMITS).map((name) => [name, z.number().int().min(0).optional()])))
    .strict() as z.ZodType<Partial<AbuseLimits>>,
);

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** A length of time written as a whole number and a unit (90s, 30m, 12h, 7d), in seconds, from `min` to `max` seconds (`range` says them). */
const durationSchema = ({ min, max, range }: { min: number; max: number; range: string }) =>
  z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a whole number and a unit: s, m, h or d (such as 12h or 7d)')
    .transform((text) => Number(text.slice(0, -1)) * DURATION_UNITS[text.slice(-1)])
    .refine((seconds) => seconds >= min && seconds <= max, `must be from ${range}`);

/** SESSION_LIFETIME: a minute at least (a token must outlive its own requests), a year at most. */
const SESSION_LIFETIME_LIMITS = { min: 60, max: 365 * 86_400, range: '1m to 365d' };

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText.transform((value) => path.resolve(value ?? path.join(REPO_ROOT, 'data'))),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** How long a session token (a login) lasts, in seconds once read: 7d when unset. Its sockets are closed when it ends. */
  SESSION_LIFETIME: optionalText.transform((value) => value ?? '7d').pipe(durationSchema(SESSION_LIFETIME_LIMITS)),
  STATIC_ROOT: optionalText.transform((value) => path.resolve(value ?? REPO_ROOT)),
  /** The folder of the remotes' releases; DATA_DIR/releases when unset (resolved in start.ts). */
  RELEASE_STORE_DIR: optionalText.transform((value) => (value ? path.resolve(value) : undefined)),
  RELEASES_KEPT: z.coerce.number().int().min(2).max(1000).default(DEFAULTS.releasesKept),
  /**
   * The origins other than this site's that releases may be registered from, comma-separated
   * (https://static.example,https://cdn.example): the server reads a release's files only from
   * these, so an admin's or a token's register can make it fetch nothing else. Unset: none.
   */
  RELEASE_ORIGINS: optionalText.pipe(releaseOriginsSchema),
  /** Page loads of a staged rollout's candidate before its error rate is judged (features/releases/rollout-health.ts). */
  ROLLOUT_MIN_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_ROLLOUT_LIMITS.minLoads),
  /** Percentage points the candidate's error rate may exceed the live release's before its rollout ends. */
  ROLLOUT_ERROR_MARGIN: z.coerce.number().int().min(0).max(100).default(DEFAULT_ROLLOUT_LIMITS.marginPercent),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MARKETPLACE_TIME_ZONE: z.string().trim().min(1).default(DEFAULTS.marketplaceTimeZone),
  REMOTES_MANIFEST_URLS: optionalText.pipe(remoteUrlsSchema.optional()),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(DEFAULTS.loginRateLimitMax),
  ABUSE_LIMITS: optionalText.pipe(abuseLimitsSchema.optional()),
  /** 'true' behind a reverse proxy: client IPs (rate limits) and https come from X-Forwarded-*. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** The site's public address (https://example.com): payment return pages and checkout links are made from it. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paymongo']).default('sandbox'),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(DEFAULTS.paymentHoldMinutes),
  PAYMONGO_SECRET_KEY: optionalText,
  PAYMONGO_WEBHOOK_SECRET: optionalText,
  PAYMONGO_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /** The platform's share of each booking's price, in percent. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULTS.platformFeePercent),
  /** How long after a session its client may report a problem, holding the assistant's earning. */
  DISPUTE_WINDOW_HOURS: z.coerce.number().int().min(0).max(24 * 90).default(DEFAULTS.disputeWindowHours),
  /** A client cancelling a paid booking at least this many hours before its start gets everything back. */
  LATE_CANCEL_HOURS: z.coerce.number().int().min(0).max(24 * 90).default(DEFAULTS.lateCancelHours),
  /** What a later client cancellation leaves the assistant, in percent of their share. */
  LATE_CANCEL_PAY_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULTS.lateCancelPayPercent),
  /** The least a payout may be, in pesos. */
  PAYOUT_MINIMUM: z.coerce.number().int().min(1).default(DEFAULTS.payoutMinimumPesos),
  /** Where payouts go through: the sandbox (on this server) or PayMongo's wallet transfers. */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'paymongo']).default('sandbox'),
  /** The PayMongo Wallet account payouts are sent from (PAYOUT_PROVIDER=paymongo). */
  PAYMONGO_WALLET_ACCOUNT: optionalText,
  /** Where mails go out: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465 (TLS); unset, they stay in the outbox for an admin to read. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** The sender of mails, e.g. "AssistMe <no-reply@market.example>". */
  MAIL_FROM: optionalText,
});

export type AppConfig = z.output<typeof envSchema>;

/** Every environment variable the server reads (this schema is the only reader); the deploy manifests' test checks them against it. */
export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  if (result.data.PAYMENT_PROVIDER === 'paymongo') {
    // Real money: every setting PayMongo needs must be there, or the server does not start.
    const missing = (['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET', 'PUBLIC_URL'] as const).filter((name) => !result.data[name]);
    if (missing.length > 0) throw new ConfigError(`Invalid environment: PAYMENT_PROVIDER=paymongo needs ${missing.join(', ')}`);
  }
  if (result.data.PAYOUT_PROVIDER === 'paymongo') {
    const missing = (['PAYMONGO_SECRET_KEY', 'PAYMONGO_WALLET_ACCOUNT'] as const).filter((name) => !result.data[name]);
    if (missing.length > 0) throw new ConfigError(`Invalid environment: PAYOUT_PROVIDER=paymongo needs ${missing.join(', ')}`);
  }
  const timeZone = result.data.MARKETPLACE_TIME_ZONE;
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') {
    throw new ConfigError(`Invalid environment: MARKETPLACE_TIME_ZONE: unknown time zone ${timeZone}`);
  }
  return result.data;
}

/** The payment provider settings buildApp takes, from a validated config. */
export function paymentProviderOf(config: AppConfig) {
  if (config.PAYMENT_PROVIDER === 'sandbox' || !config.PAYMONGO_SECRET_KEY || !config.PAYMONGO_WEBHOOK_SECRET) {
    return { provider: 'sandbox' as const };
  }
  return {
    provider: 'paymongo' as const,
    secretKey: config.PAYMONGO_SECRET_KEY,
    webhookSecret: config.PAYMONGO_WEBHOOK_SECRET,
    apiBase: config.PAYMONGO_API_BASE,
  };
}
