// The money calls beyond paying (the money model, README): an assistant's
// earnings, payout destination, withdrawals and statements; a client's receipt
// and 'Report a problem'; the operator's finance report, disputes and failed
// payouts. Amounts are integer centavos.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { DisputeInput, PayoutDestinationInput, ResolveDisputeInput, WithdrawInput } from '@marketplace/shared-api/schemas/earnings';
import type { Dispute, EarningsOverview, EarningsStatement, FinanceReport, Payout, PayoutDestination, Receipt } from '@marketplace/shared-api/types';

const EARNINGS = { type: 'Earnings' as const, id: LIST };
const FINANCE = { type: 'Finance' as const, id: LIST };

export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<EarningsOverview, void>({
      query: () => '/earnings',
      providesTags: [EARNINGS],
    }),
    setPayoutDestination: build.mutation<PayoutDestination, PayoutDestinationInput>({
      query: (body) => ({ url: '/earnings/destination', method: 'PUT', body }),
      invalidatesTags: [EARNINGS],
    }),
    withdraw: build.mutation<Payout, WithdrawInput>({
      query: (body) => ({ url: '/earnings/payouts', method: 'POST', body }),
      invalidatesTags: [EARNINGS],
    }),
    getStatement: build.query<EarningsStatement, string>({
      query: (month) => `/earnings/statements/${encodeURIComponent(month)}`,
    }),
    /** The month's statement as CSV text (the screen saves it as a file, as Add to Calendar does the .ics). */
    getStatementCsv: build.query<string, string>({
      query: (month) => ({ url: `/earnings/statements/${encodeURIComponent(month)}/csv`, responseHandler: 'text' }),
    }),
    getReceipt: build.query<Receipt, string>({
      query: (bookingId) => `/bookings/${encodeURIComponent(bookingId)}/receipt`,
      providesTags: (_result, _error, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    reportProblem: build.mutation<Dispute, { bookingId: string } & DisputeInput>({
      query: ({ bookingId, ...body }) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/disputes`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Booking', id: bookingId }, { type: 'Booking', id: LIST }, FINANCE],
    }),
    getFinanceReport: build.query<FinanceReport, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: '/admin/finance', params: { from, to } }),
      providesTags: [FINANCE],
    }),
    getFinanceCsv: build.query<string, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: '/admin/finance/csv', params: { from, to }, responseHandler: 'text' }),
    }),
    resolveDispute: build.mutation<Dispute, { disputeId: string } & ResolveDisputeInput>({
      query: ({ disputeId, ...body }) => ({ url: `/admin/disputes/${encodeURIComponent(disputeId)}/resolve`, method: 'POST', body }),
      invalidatesTags: [FINANCE, { type: 'AuditLog', id: LIST }],
    }),
    retryPayout: build.mutation<Payout, string>({
      query: (payoutId) => ({ url: `/admin/payouts/${encodeURIComponent(payoutId)}/retry`, method: 'POST' }),
      invalidatesTags: [FINANCE, { type: 'AuditLog', id: LIST }],
    }),
  }),
});

export const {
  useGetEarningsQuery,
  useSetPayoutDestinationMutation,
  useWithdrawMutation,
  useGetStatementQuery,
  useLazyGetStatementCsvQuery,
  useGetReceiptQuery,
  useReportProblemMutation,
  useGetFinanceReportQuery,
  useLazyGetFinanceCsvQuery,
  useResolveDisputeMutation,
  useRetryPayoutMutation,
} = earningsApi;
