// GET /api/health: a bare route for readiness checks (the e2e server start) and as
// the baseline the benchmarks compare every other route against.
import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ ok: true }));
};
