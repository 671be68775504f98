// What GET /api/config answers (its response schema on the server); the
// MarketplaceConfig type of api/config is inferred from it.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

export const marketplaceConfigSchema = z.object({
  /** IANA zone of booking dates and slot times (MARKETPLACE_TIME_ZONE), e.g. 'Asia/Manila'. */
  marketplaceTimeZone: z.string(),
  /** LATE_CANCEL_HOURS: a client who cancels a paid booking at least this long before it starts gets everything back. */
  lateCancelHours: z.number().int(),
  /** LATE_CANCEL_PAY_PERCENT: what a later client cancellation leaves the assistant of their share. */
  lateCancelPayPercent: z.number().int(),
});
