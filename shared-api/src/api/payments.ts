// Payment calls (SPEC section 7, Payments). processPayment starts a checkout
// for a booking and answers SPEC section 3's payment response; verifyPayment
// reads its state ('completed' is the success value).
//
// Tags: a verification is tagged by its transaction and by its booking, so a
// new process call for the same booking (which supersedes its earlier pending
// payment) refetches the older one. When a verification answers a final state
// (completed, failed, expired, refunded) the booking changed on the server, so
// the booking, both lists, the totals and the booked slots are refetched: the
// wizard, the return page and the lists show the same truth. Polling is the
// screen's choice: useVerifyPaymentQuery(transactionId, { pollingInterval:
// PAYMENT_POLL_MS }) and refetch() for the manual check.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { ProcessPaymentInput } from '@marketplace/shared-api/schemas/payments';
import type { PaymentResponse, PaymentVerification, PaymentVerifyStatus } from '@marketplace/shared-api/types';

/** The tag of every payment of one booking. */
export const bookingPaymentsTag = (bookingId: string) => ({ type: 'Payment' as const, id: `booking:${bookingId}` });

/** Verify states after which nothing more will happen to the payment (and its booking has changed). */
export const FINAL_VERIFY_STATUSES: readonly PaymentVerifyStatus[] = ['completed', 'failed', 'expired', 'refunded'];

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /payments/process: 201 with a new checkout, or 200 with the same pending one when retried. */
    processPayment: build.mutation<PaymentResponse, ProcessPaymentInput>({
      query: (body) => ({ url: '/payments/process', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => [bookingPaymentsTag(bookingId)],
    }),
    /** GET /payments/verify/{transactionId}: asks the provider when still pending. */
    verifyPayment: build.query<PaymentVerification, string>({
      query: (transactionId) => `/payments/verify/${encodeURIComponent(transactionId)}`,
      providesTags: (result, _error, transactionId) => [
        { type: 'Payment', id: transactionId },
        ...(result?.bookingId ? [bookingPaymentsTag(result.bookingId)] : []),
      ],
      async onQueryStarted(_transactionId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data || !FINAL_VERIFY_STATUSES.includes(data.status)) return;
        if (data.subject === 'premium') {
          // The premium fee: the application's status and the user's badge changed.
          dispatch(api.util.invalidateTags([{ type: 'Premium', id: 'OWN' }, 'User']));
          return;
        }
        if (!data.bookingId) return;
        dispatch(
          api.util.invalidateTags([
            { type: 'Booking', id: data.bookingId },
            { type: 'Booking', id: LIST },
            { type: 'BookingTotals', id: LIST },
            'BookedSlot',
          ]),
        );
      },
    }),
  }),
});

export const { useProcessPaymentMutation, useVerifyPaymentQuery, useLazyVerifyPaymentQuery } = paymentsApi;
