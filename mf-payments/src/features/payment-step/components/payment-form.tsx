// The payment form: the account or mobile number (required, SPEC section 5),
// GCash or Maya, and Pay, which starts the checkout for the booking's price
// with the booking reference as the transaction id. The values live in the
// step, so nothing typed is lost when the call fails or the payer comes back.
import { useState, type FormEvent } from 'react';
import { useProcessPaymentMutation } from '@marketplace/shared-api/api/payments';
import { PAYMENT_METHOD_CHOICES } from '@marketplace/shared-api/constants';
import type { PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import { formatPesos } from '@marketplace/shared-api/format';
import { parseAccountNumber } from '@marketplace/shared-api/schemas/payments';
import { readToken } from '@marketplace/shared-api/session/storage';
import type { PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import { WalletPaymentFields } from '@marketplace/shared-ui/wallet-payment-fields';
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
  const [processPayment, { isLoading }] = useProcessPaymentMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const account = parseAccountNumber(accountNumber);
    setFieldError(account.error);
    if (account.error !== undefined) return;
    if (!readToken()) {
      setFormError(LOGIN_REQUIRED);
      return;
    }
    const result = await processPayment({
      bookingId: booking.id,
      amount: booking.price,
      accountNumber: account.accountNumber,
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
      <WalletPaymentFields
        accountNumber={accountNumber}
        onAccountNumberChange={onAccountNumberChange}
        accountNumberError={fieldError}
        methods={PAYMENT_METHOD_CHOICES}
        method={method}
        onMethodChange={onMethodChange}
        amount={formatPesos(booking.price)}
        formError={formError}
        loading={isLoading}
      />
    </form>
  );
}
