// GET /api/config: what the screens need to know about this marketplace before
// they judge anything, public and the same for everyone. Today the time zone
// every date rule is judged in (MARKETPLACE_TIME_ZONE), so a browser anywhere
// offers the days and slots the server accepts, and the cancellation policy
// (LATE_CANCEL_HOURS, LATE_CANCEL_PAY_PERCENT) the booking review states.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketplaceConfig } from '@marketplace/shared-api/api/config';
import { marketplaceConfigSchema } from '@marketplace/shared-api/schemas/config-responses';

export interface ConfigDeps {
  timeZone: string;
  lateCancelHours: number;
  lateCancelPayPercent: number;
}

const configRoutes: FastifyPluginAsyncZod<ConfigDeps> = async (app, { timeZone, lateCancelHours, lateCancelPayPercent }) => {
  const config: MarketplaceConfig = { marketplaceTimeZone: timeZone, lateCancelHours, lateCancelPayPercent };
  app.get('/api/config', { schema: { response: { 200: marketplaceConfigSchema } } }, async () => config);
};

export async function registerConfig(app: FastifyInstance, deps: ConfigDeps): Promise<void> {
  await app.register(configRoutes, deps);
}
