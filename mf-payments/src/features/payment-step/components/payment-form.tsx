// The payment form: the account or mobile number (required, SPEC section 5),
// GCash or Maya, and Pay, which starts the checkout for the booking's price
// with the booking reference as the transaction id. The values live in the
// step, so nothing typed is lost when the call fails or the payer comes back.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useProcessPaymentMutation } from '@marketplace/shared-api/api/payments';
import { PAYMENT_METHODS } from '@marketplace/shared-api/constants';
import type { PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import { accountNumberSchema } from '@marketplace/shared-api/schemas/payments';
import { readToken } from '@marketplace/shared-api/session/storage';
import type { PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { formatPesos } from '@marketplace/shared-api/format';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { LOGIN_REQUIRED, PROCESS_FAILED, processFailure } from '../payment-texts';

export interface PaymentFormProps {
  booking: PaymentStepProps['booking'];
  accountNumber: string;
  method: PaymentMethod;
  onAccountNumberChange: (value: string) => void;
  onMethodChange: (method: PaymentMethod) => void;
  onStarted: (response: PaymentResponse) => void;
}

export function PaymentForm({ booking, accountNumber, method, onAccountNumberChange, onMethodChange, onStarted }: PaymentFormProps) {
  const methodsLabel = useId();
  const [processPayment, { isLoading }] = useProcessPaymentMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const account = accountNumberSchema.safeParse(accountNumber);
    if (!account.success) {
      setFieldError(account.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    if (!readToken()) {
      setFormError(LOGIN_REQUIRED);
      return;
    }
    const result = await processPayment({
      bookingId: booking.id,
      amount: booking.price,
      accountNumber: account.data,
      paymentMethod: method,
      useBookingIdAsTransaction: true,
    });
    if ('error' in result) {
      const failure = processFailure(result.error);
      setFieldError(failure.field);
      setFormError(failure.form ?? null);
      return;
    }
    if (!result.data.success || !result.data.transactionId) {
      setFormError(PROCESS_FAILED);
      return;
    }
    onStarted(result.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Account or mobile number"
        name="accountNumber"
        inputMode="tel"
        autoComplete="tel"
        placeholder="09XX XXX XXXX"
        required
        value={accountNumber}
        error={fieldError}
        onChange={(event) => onAccountNumberChange(event.target.value)}
      />
      <Methods role="radiogroup" aria-labelledby={methodsLabel}>
        <Legend id={methodsLabel}>Payment method</Legend>
        {PAYMENT_METHODS.map((value) => (
          <Method key={value} $selected={method === value}>
            <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => onMethodChange(value)} />
            {WALLET_NAMES[value]}
          </Method>
        ))}
      </Methods>
      {formError && <Error>{formError}</Error>}
      <Button type="submit" fullWidth loading={isLoading} loadingLabel="Processing...">
        {`Pay ${formatPesos(booking.price)} with ${WALLET_NAMES[method]}`}
      </Button>
    </form>
  );
}

const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0`};
`;

const Legend = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Method = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Error = styled(FormError)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
