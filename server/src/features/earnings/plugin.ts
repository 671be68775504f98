// The earnings feature: the books beyond taking payments (README, "The money
// model"). Payments tell it of captures and refunds through the money port; its
// sweeps move earnings through time, make owed dispute refunds and send payouts
// (and the weekly run); its routes serve members, clients and the operator.
import type { FastifyInstance } from 'fastify';
import type { EarningsDeps } from './deps';
import { createDisputes, DISPUTES_SWEEP } from './disputes';
import { createEarningStates, EARNINGS_SWEEP } from './earning-states';
import { createPayouts, PAYOUTS_SWEEP, WEEKLY_PAYOUTS_SWEEP } from './payouts';
import { createReports } from './reports';
import { earningsRoutes } from './routes';

export async function registerEarnings(app: FastifyInstance, deps: EarningsDeps) {
  const states = createEarningStates(deps);
  const disputes = createDisputes(deps);
  const payouts = createPayouts({ ...deps, states });
  const reports = createReports({ db: deps.db, settings: deps, payouts, disputes });
  app.sweeps.register(EARNINGS_SWEEP, ({ now }) => states.sweep(now));
  app.sweeps.register(DISPUTES_SWEEP, () => disputes.settleRefunds());
  app.sweeps.register(PAYOUTS_SWEEP, () => payouts.processDue());
  app.sweeps.register(WEEKLY_PAYOUTS_SWEEP, ({ now }) => payouts.weekly(now));
  await app.register(earningsRoutes, { reports, payouts, disputes });
  return { states, disputes, payouts, reports };
}
