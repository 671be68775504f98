// GET /api/health: a bare route for readiness checks (the e2e server start) and as
// the baseline the benchmarks compare every other route against.
import type { FastifyInstance } from 'fastify';

export async function registerHealth(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ ok: true }));
}
