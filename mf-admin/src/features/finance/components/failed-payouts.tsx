// Payouts the provider refused in the period: to whom, how much, where, when and
// why, each with Retry. A retry sends the same amount to the same wallet again, so
// it asks first; a refused retry keeps the question open with the server's reason.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { useRetryPayoutMutation } from '@marketplace/shared-api/api/earnings';
import { formatCentavos, formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { FinanceReport } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { RowItem, RowList, RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';

type FailedPayout = FinanceReport['failedPayouts'][number];


export const RETRY_TEXTS = {
  retried: (name: string) => `The payout to ${name} was sent again.`,
  failed: 'The payout could not be sent again. Please try again.',
} as const;

const destination = (payout: FailedPayout) => `${WALLET_NAMES[payout.method]} ${payout.mobileNumberMasked}`;

export function FailedPayouts({ payouts }: { payouts: FinanceReport['failedPayouts'] }) {
  const { zone } = useWallClock();
  const toast = useToast();
  const [retrying, setRetrying] = useState<FailedPayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [retry, { isLoading }] = useRetryPayoutMutation();

  const close = () => {
    setRetrying(null);
    setFailure(null);
  };

  const confirm = async () => {
    if (!retrying) return;
    setFailure(null);
    try {
      await retry(retrying.id).unwrap();
      toast.show(RETRY_TEXTS.retried(retrying.name), { kind: 'success' });
      close();
    } catch (error) {
      setFailure(errorMessage(error, RETRY_TEXTS.failed));
    }
  };

  return (
    <SectionCard title="Failed payouts">
      {payouts.length === 0 ? (
        <Muted>No payout failed in this period.</Muted>
      ) : (
        <RowList aria-label="Failed payouts">
          {payouts.map((payout) => (
            <Item key={payout.id} aria-label={`${formatCentavos(payout.amountCentavos)} to ${payout.name}`}>
              <RowMain $basis="16rem">
                <strong>
                  {formatCentavos(payout.amountCentavos)} to {payout.name}
                </strong>
                <Muted>
                  {destination(payout)} · requested {formatInstantInZone(payout.requestedAt, zone, { withYear: true })}
                </Muted>
                <Reason>Failed: {payout.failureReason ?? 'the provider gave no reason.'}</Reason>
              </RowMain>
              <Button variant="secondary" size="sm" onClick={() => setRetrying(payout)} aria-label={`Retry the payout to ${payout.name}`}>
                Retry
              </Button>
            </Item>
          ))}
        </RowList>
      )}
      <ConfirmDialog
        open={retrying !== null}
        title={retrying ? `Retry the payout to ${retrying.name}` : ''}
        message={
          retrying && (
            <>
              <p>
                {formatCentavos(retrying.amountCentavos)} goes to {destination(retrying)} again. Make sure what made it fail has been put right.
              </p>
              <FormError>{failure}</FormError>
            </>
          )
        }
        cancelLabel="Not now"
        confirmLabel="Retry payout"
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </SectionCard>
  );
}

const Item = styled(RowItem)`
  ${rowContents}
  justify-content: space-between;
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;
`;
