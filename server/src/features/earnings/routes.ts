// The money routes: a member's earnings, payout destination, withdrawals and
// statements; a client's receipt and problem report on a booking; the operator's
// finance report, dispute resolutions and payout retries (admins only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema } from '@marketplace/shared-api/schemas/bookings';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { disputeSchema, financePeriodSchema, payoutDestinationSchema, resolveDisputeSchema, statementParamsSchema, withdrawSchema } from '@marketplace/shared-api/schemas/earnings';
import {
  disputeResponseSchema,
  earningsOverviewSchema,
  financeReportSchema,
  payoutDestinationResponseSchema,
  payoutSchema,
  receiptSchema,
  statementSchema,
} from '@marketplace/shared-api/schemas/earnings-responses';
import { callerOf } from '../../plugins/auth';
import type { Disputes } from './disputes';
import type { Payouts } from './payouts';
import type { Reports } from './reports';

/**
 * How long a Withdraw may wait behind requests that arrive after it, in a rush (a payday's):
 * its money leaves with the provider later anyway, while a client booking meanwhile waits
 * at the screen. Within the payouts' latency target.
 */
const WITHDRAW_MAY_WAIT_MS = 2_000;

const csv = (reply: { header: (name: string, value: string) => unknown }, fileName: string) => {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
};

export const earningsRoutes: FastifyPluginAsyncZod<{ reports: Reports; payouts: Payouts; disputes: Disputes }> = async (app, { reports, payouts, disputes }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.get('/api/earnings', { ...signedIn, schema: { response: { 200: earningsOverviewSchema } } }, async (request) => reports.overview(callerOf(request).userId));

  app.put(
    '/api/earnings/destination',
    { ...signedIn, schema: { body: payoutDestinationSchema, response: { 200: payoutDestinationResponseSchema } } },
    async (request) => payouts.setDestination(callerOf(request).userId, request.body, request.ip),
  );

  app.post(
    '/api/earnings/payouts',
    { ...signedIn, config: { mayWaitMs: WITHDRAW_MAY_WAIT_MS }, schema: { body: withdrawSchema, response: { 201: payoutSchema } } },
    async (request, reply) => reply.code(201).send(await payouts.withdraw(callerOf(request).userId, request.body)),
  );

  app.get(
    '/api/earnings/statements/:month',
    { ...signedIn, schema: { params: statementParamsSchema, response: { 200: statementSchema } } },
    async (request) => reports.statement(callerOf(request).userId, request.params.month),
  );

  app.get('/api/earnings/statements/:month/csv', { ...signedIn, schema: { params: statementParamsSchema } }, async (request, reply) => {
    csv(reply, `statement-${request.params.month}.csv`);
    return reports.statementCsv(callerOf(request).userId, request.params.month);
  });

  app.get('/api/bookings/:id/receipt', { ...signedIn, schema: { params: bookingIdParamsSchema, response: { 200: receiptSchema } } }, async (request) =>
    reports.receipt(request.params.id, callerOf(request)),
  );

  app.post(
    '/api/bookings/:id/disputes',
    { ...signedIn, schema: { params: bookingIdParamsSchema, body: disputeSchema, response: { 201: disputeResponseSchema } } },
    async (request, reply) => reply.code(201).send(await disputes.open(callerOf(request).userId, request.params.id, request.body)),
  );

  app.get('/api/admin/finance', { ...adminOnly, schema: { querystring: financePeriodSchema, response: { 200: financeReportSchema } } }, async (request) =>
    reports.finance(request.query.from, request.query.to),
  );

  app.get('/api/admin/finance/csv', { ...adminOnly, schema: { querystring: financePeriodSchema } }, async (request, reply) => {
    csv(reply, `finance-${request.query.from}-${request.query.to}.csv`);
    return reports.financeCsv(request.query.from, request.query.to);
  });

  app.post(
    '/api/admin/disputes/:id/resolve',
    { ...adminOnly, schema: { params: idParamsSchema, body: resolveDisputeSchema, response: { 200: disputeResponseSchema } } },
    async (request) => disputes.resolve(callerOf(request).userId, request.params.id, request.body),
  );

  app.post('/api/admin/payouts/:id/retry', { ...adminOnly, schema: { params: idParamsSchema, response: { 200: payoutSchema } } }, async (request) =>
    payouts.retry(callerOf(request).userId, request.params.id),
  );
};
