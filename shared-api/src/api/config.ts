// The marketplace's own settings (GET /api/config, public). Screens judge
// "today", past days and started slots in marketplaceTimeZone, as the server
// does, whatever zone the browser is in. It never changes while the site is
// open, so it is fetched once and kept.
import { api } from '@marketplace/shared-api/api/api';

export interface MarketplaceConfig {
  /** IANA zone of booking dates and slot times (MARKETPLACE_TIME_ZONE), e.g. 'Asia/Manila'. */
  marketplaceTimeZone: string;
  /** LATE_CANCEL_HOURS: a client who cancels a paid booking at least this long before it starts gets everything back. */
  lateCancelHours: number;
  /** LATE_CANCEL_PAY_PERCENT: what a later client cancellation leaves the assistant of their share. */
  lateCancelPayPercent: number;
}

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<MarketplaceConfig, void>({
      query: () => '/config',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
