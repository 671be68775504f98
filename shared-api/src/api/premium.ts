// Premium verification (SPEC section 4, Premium). Applying sends the
// application to every admin as a chat message; an admin accepts or declines;
// an accepted applicant pays PREMIUM_COST pesos (POST /payments/premium, then
// GET /payments/verify/{transactionId} as for bookings) and is Verified once paid.
import { api } from '@marketplace/shared-api/api/api';
import type { PremiumApplyInput, PremiumPaymentInput } from '@marketplace/shared-api/schemas/premium';
import type { PaymentResponse, PremiumApplicationState, PublicUser } from '@marketplace/shared-api/types';

const STATUS = { type: 'Premium' as const, id: 'OWN' };

export const premiumApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users?premium=Admin: the admins' public fields (404 'No admin users found...' comes from apply). */
    getAdmins: build.query<{ users: PublicUser[] }, void>({
      query: () => ({ url: '/users', params: { premium: 'Admin' } }),
    }),
    /** GET /users/premium-application-status: the caller's application. */
    getPremiumStatus: build.query<PremiumApplicationState, void>({
      query: () => '/users/premium-application-status',
      providesTags: [STATUS],
    }),
    /** POST /users/premium-application-status: apply once; applying again answers the same state. */
    applyForPremium: build.mutation<PremiumApplicationState, PremiumApplyInput | void>({
      query: (body) => ({ url: '/users/premium-application-status', method: 'POST', body: body ?? { hasApplied: true } }),
      invalidatesTags: [STATUS, { type: 'Chat', id: 'LIST' }],
    }),
    /** POST /payments/premium: the checkout of the 50-peso fee (only once accepted). */
    payPremium: build.mutation<PaymentResponse, PremiumPaymentInput>({
      query: (body) => ({ url: '/payments/premium', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
  }),
});

export const { useGetAdminsQuery, useGetPremiumStatusQuery, useApplyForPremiumMutation, usePayPremiumMutation } = premiumApi;
