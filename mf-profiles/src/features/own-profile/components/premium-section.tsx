// SPEC section 4, Premium: 'Get Premium' shows 'Applying...', then 'Premium
// Requested' and disabled once applied; hidden for Verified and Admin; the status
// is fetched at load. Once an admin accepts, the user pays PREMIUM_COST pesos
// (premium-payment.tsx) and is Verified when the payment completes.
import { useEffect } from 'react';
import { useSearchParams } from '@marketplace/shared-api/router';
import { useApplyForPremiumMutation, useGetPremiumStatusQuery } from '@marketplace/shared-api/api/premium';
import { useVerifyPaymentQuery } from '@marketplace/shared-api/api/payments';
import { useGetUserQuery } from '@marketplace/shared-api/api/users';
import { PREMIUM_COST } from '@marketplace/shared-api/constants';
import { formatPesos } from '@marketplace/shared-api/format';
import { userUpdated } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyErrorText, PREMIUM_TEXTS } from '../premium-texts';
import { PremiumPayment } from './premium-payment';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

/** The element the list page's premium dialog leads to (/profile#premium). */
export const PREMIUM_SECTION_ID = 'premium';

export function PremiumSection({ user }: { user: User }) {
  if (user.premium === 'Verified' || user.premium === 'Admin') return null;
  return <PremiumApplication user={user} />;
}

function PremiumApplication({ user }: { user: User }) {
  const { data: status, isLoading, isError } = useGetPremiumStatusQuery();
  const [apply, { isLoading: applying }] = useApplyForPremiumMutation();
  const toast = useToast();
  useVerifiedOncePaid(user, status?.status === 'paid');
  // The checkout sends the payer back to /profile?premiumPayment={transactionId}: ask about it at once.
  const returnedFrom = useSearchParams()[0].get('premiumPayment');
  useVerifyPaymentQuery(returnedFrom ?? '', { skip: !returnedFrom });

  const getPremium = async () => {
    try {
      await apply({ hasApplied: true }).unwrap();
      toast.show(PREMIUM_TEXTS.applied, { kind: 'success' });
    } catch (error) {
      // The base query has logged the failed call.
      toast.show(applyErrorText(error), { kind: 'error' });
    }
  };

  const state = status?.status ?? 'none';
  return (
    <div id={PREMIUM_SECTION_ID}>
      <SectionCard title="Premium">
        <Muted>
          Verified members get unlimited profile views, the verified badge and are listed first. Premium costs{' '}
          {formatPesos(PREMIUM_COST)}, paid once an admin accepts your application.
        </Muted>
        {isLoading ? (
          <Spinner label="Checking your premium application" />
        ) : state === 'accepted' ? (
          <>
            <p>Your application was accepted. Pay {formatPesos(PREMIUM_COST)} to get the verified badge.</p>
            <PremiumPayment />
          </>
        ) : state === 'paid' ? (
          <p>Payment received. You are Verified.</p>
        ) : (
          <>
            {isError && <FormError>Could not check your premium application.</FormError>}
            {state === 'declined' && (
              <p>
                Your last application was declined{status?.reason ? `: ${status.reason}` : '.'} You may apply again.
              </p>
            )}
            <div>
              <Button loading={applying} loadingLabel="Applying..." disabled={state === 'pending'} onClick={getPremium}>
                {state === 'pending' ? 'Premium Requested' : 'Get Premium'}
              </Button>
            </div>
          </>
        )}
      </SectionCard>
    </div>
  );
}

/** Once the fee is paid the server has made the user Verified: the session's copy follows. */
function useVerifiedOncePaid(user: User, paid: boolean) {
  const dispatch = useAppDispatch();
  const { data: fresh } = useGetUserQuery(user.id, { skip: !paid });
  useEffect(() => {
    if (fresh && fresh.premium !== user.premium) dispatch(userUpdated({ ...user, ...fresh }));
  }, [dispatch, fresh, user]);
}
