// Referral calls (SPEC section 7, Referrals). Earnings are summed by
// the server from its referral ledger; the reward is computed by the server.
import { api } from '@marketplace/shared-api/api/api';
import type { ApplyRewardInput } from '@marketplace/shared-api/schemas/referrals';
import type { ApplyRewardResponse, UserReferrals } from '@marketplace/shared-api/types';

const OWN = { type: 'Referral' as const, id: 'OWN' };

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /referrals/user-referrals: stats and the referred users. */
    getUserReferrals: build.query<UserReferrals, void>({
      query: () => '/referrals/user-referrals',
      providesTags: [OWN],
    }),
    /** POST /referrals/apply-reward: idempotent per booking; applied false when already rewarded. */
    applyReferralReward: build.mutation<ApplyRewardResponse, ApplyRewardInput>({
      query: (body) => ({ url: '/referrals/apply-reward', method: 'POST', body }),
      invalidatesTags: [OWN],
    }),
  }),
});

export const { useGetUserReferralsQuery, useApplyReferralRewardMutation } = referralsApi;
