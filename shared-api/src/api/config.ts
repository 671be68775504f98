// The marketplace's own settings (GET /api/config, public). Screens judge
// "today", past days and started slots in marketplaceTimeZone, as the server
// does, whatever zone the browser is in. It never changes while the site is
// open, so it is fetched once and kept.
import type { z } from 'zod';
import { api } from '@marketplace/shared-api/api/api';
import type { marketplaceConfigSchema } from '@marketplace/shared-api/schemas/config-responses';

export type MarketplaceConfig = z.infer<typeof marketplaceConfigSchema>;

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<MarketplaceConfig, void>({
      query: () => '/config',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
