// Withdraw: where the money goes, the amount (the whole available balance unless
// changed; at least the payout minimum), and a confirmation before anything is sent.
// Disabled, with the reason beside it, while no destination is set or less than the
// minimum is available. The payout made shows in the toast and, On its way, in the
// payouts below (the call refreshes the page's data); a failure stays under the form.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus, type CallError } from '@marketplace/shared-api/api/errors';
import { formatCentavos, maskMobileNumber, pesosTextToCentavos } from '@marketplace/shared-api/format';
import type { EarningsOverview } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { useToast } from '@marketplace/shared-ui/toast';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { EARNINGS_TEXTS, withdrawnText } from '../earnings-texts';
import { useWithdraw } from '../use-withdraw';
import { centavosToPesosText, withdrawAmountProblem, withdrawBlockedReason } from '../withdraw-amount';
import { DestinationSummary } from './destination-summary';

export function WithdrawSection({ overview }: { overview: EarningsOverview }) {
  const { balances, destination, payoutMinimumCentavos } = overview;
  const available = balances.availableCentavos;
  // null: the whole available balance, which follows the balance as it changes.
  const [typed, setTyped] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { send, sending } = useWithdraw();
  const toast = useToast();
  const reasonId = useId();
  const blocked = withdrawBlockedReason(overview);
  const amountText = typed ?? centavosToPesosText(available);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const centavos = pesosTextToCentavos(amountText);
    const problem = withdrawAmountProblem(centavos, { availableCentavos: available, minimumCentavos: payoutMinimumCentavos });
    setAmountError(problem);
    if (problem === null && centavos !== null) {
      setFailure(null);
      setConfirming(centavos);
    }
  };

  const confirm = async () => {
    if (confirming === null) return;
    const outcome = await send(confirming);
    setConfirming(null);
    if ('payout' in outcome) {
      setTyped(null);
      toast.show(withdrawnText(outcome.payout.amountCentavos, WALLET_NAMES[outcome.payout.method]), { kind: 'success' });
    } else {
      setFailure(withdrawFailureText(outcome.error));
    }
  };

  return (
    <SectionCard title="Withdraw">
      <DestinationSummary destination={destination} />
      <Form onSubmit={ask} noValidate>
        <TextField
          label="Amount (₱)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setTyped(event.target.value)}
          error={amountError}
          hint={`Available ${formatCentavos(available)}. The least you can withdraw is ${formatCentavos(payoutMinimumCentavos)}.`}
          disabled={blocked !== null}
        />
        <Actions>
          <Button type="submit" disabled={blocked !== null} aria-describedby={blocked ? reasonId : undefined}>
            Withdraw
          </Button>
          {blocked && <Muted id={reasonId}>{blocked}</Muted>}
        </Actions>
      </Form>
      <FormError>{failure}</FormError>
      {destination && (
        <ConfirmDialog
          open={confirming !== null}
          title="Withdraw earnings"
          message={`Send ${formatCentavos(confirming ?? 0)} to your ${WALLET_NAMES[destination.method]} ${maskMobileNumber(destination.mobileNumber)} (${destination.accountName})?`}
          confirmLabel={`Withdraw ${formatCentavos(confirming ?? 0)}`}
          loading={sending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </SectionCard>
  );
}

/** A refusal says the server's reason (more than is available, a payout already on its way); anything else, to try again. */
function withdrawFailureText(error: CallError): string {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500 ? errorMessage(error, EARNINGS_TEXTS.withdrawFailed) : EARNINGS_TEXTS.withdrawFailed;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.maxWidths.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
