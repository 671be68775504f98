// Every setting's default, in one place. config.ts gives them to what the environment
// leaves unset; app.ts gives them to what a caller's options leave out (a test builds
// the app without reading the environment). The rules a screen also shows (the hold,
// the cancellation policy, the marketplace's zone) come from shared-api's constants.
import { DEFAULT_LATE_CANCEL_HOURS, DEFAULT_LATE_CANCEL_PAY_PERCENT, DEFAULT_PAYMENT_HOLD_MINUTES } from '@marketplace/shared-api/constants';
import { DEFAULT_MARKETPLACE_TIME_ZONE } from '@marketplace/shared-api/time/wall-clock';

export const SETTING_DEFAULTS = {
  /** MARKETPLACE_TIME_ZONE: where slot dates and times are wall-clock values. */
  marketplaceTimeZone: DEFAULT_MARKETPLACE_TIME_ZONE,
  /** PAYMENT_HOLD_MINUTES: how long a priced booking holds its slots while its client pays. */
  paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
  /** LATE_CANCEL_HOURS and LATE_CANCEL_PAY_PERCENT: what a client's late cancellation leaves the assistant. */
  lateCancelHours: DEFAULT_LATE_CANCEL_HOURS,
  lateCancelPayPercent: DEFAULT_LATE_CANCEL_PAY_PERCENT,
  /** PLATFORM_FEE_PERCENT */
  platformFeePercent: 10,
  /** DISPUTE_WINDOW_HOURS */
  disputeWindowHours: 72,
  /** PAYOUT_MINIMUM, in pesos (the app takes centavos). */
  payoutMinimumPesos: 500,
  /** LOGIN_RATE_LIMIT_MAX: sign-in attempts a minute from one address. */
  loginRateLimitMax: 10,
  /** RELEASES_KEPT: releases of each remote kept in the store. */
  releasesKept: 10,
  /** This server's own origin when PUBLIC_URL is unset and no port is known. */
  localUrl: 'http://localhost:8080',
} as const;
