// The premium fee: PREMIUM_COST pesos through the same payment provider
// and sandbox checkout as bookings. The form starts a checkout (POST
// /payments/premium), the checkout opens in a new tab, and the payment is polled
// like a booking's (shared-api's usePaymentPolling: every PAYMENT_POLL_MS for at
// most PAYMENT_POLL_MAX_MS, then 'Payment not yet completed…'), with 'Check
// payment' asking at once whenever pressed.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { PAYMENT_NOT_YET_COMPLETED, usePaymentPolling } from '@marketplace/shared-api/api/payment-polling';
import { usePayPremiumMutation } from '@marketplace/shared-api/api/premium';
import { PAYMENT_METHOD_CHOICES, PREMIUM_COST } from '@marketplace/shared-api/constants';
import { formatPesos } from '@marketplace/shared-api/format';
import { fieldErrors } from '@marketplace/shared-api/schemas/field-errors';
import { premiumPaymentSchema } from '@marketplace/shared-api/schemas/premium';
import type { PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { FormError, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { Muted } from '@marketplace/shared-ui/section-card';

export function PremiumPayment() {
  const [method, setMethod] = useState<PaymentMethod>('gcash');
  const [accountNumber, setAccountNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<PaymentResponse | null>(null);
  const [pay, { isLoading }] = usePayPremiumMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = fieldErrors(premiumPaymentSchema, { method, accountNumber });
    setFieldError(checked.errors?.accountNumber);
    if (!checked.data) return;
    try {
      setCheckout(await pay(checked.data).unwrap());
    } catch (error) {
      // The base query has logged the failed call.
      setFormError(errorMessage(error, 'The payment could not be started. Please try again.'));
    }
  };

  if (checkout) return <PremiumCheckout checkout={checkout} onRetry={() => setCheckout(null)} />;
  return (
    <Form onSubmit={submit} noValidate aria-label="Premium payment">
      <FormError>{formError}</FormError>
      <SelectField
        label="Payment method"
        name="method"
        options={PAYMENT_METHOD_CHOICES}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      />
      <TextField
        label="Account or mobile number"
        inputMode="tel"
        required
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
        error={fieldError}
      />
      <div>
        <Button type="submit" loading={isLoading} loadingLabel="Processing...">
          Pay {formatPesos(PREMIUM_COST)}
        </Button>
      </div>
    </Form>
  );
}

function PremiumCheckout({ checkout, onRetry }: { checkout: PaymentResponse; onRetry: () => void }) {
  const { status, verification, notYet, checkFailed, checking, check } = usePaymentPolling(checkout.transactionId);

  if (status === 'completed') return <p role="status">Payment received. You are Verified.</p>;
  if (status !== 'pending') {
    return (
      <div>
        <FormError>{verification?.message || 'The payment did not go through.'}</FormError>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Form as="div">
      <Muted>{checkout.message || `Complete the ${formatPesos(PREMIUM_COST)} payment in the checkout.`}</Muted>
      <Actions>
        {checkout.paymentUrl && (
          <CheckoutLink href={checkout.paymentUrl} target="_blank" rel="noopener" $variant="primary">
            Open the checkout
          </CheckoutLink>
        )}
        <Button variant="secondary" loading={checking} onClick={() => void check()}>
          Check payment
        </Button>
      </Actions>
      {notYet && <FormError>{PAYMENT_NOT_YET_COMPLETED}</FormError>}
      {checkFailed && <FormError>The payment could not be checked. Please try again.</FormError>}
      {checkout.qrCodeUrl && <QrCode src={checkout.qrCodeUrl} alt="Payment QR code" width={200} height={200} />}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const CheckoutLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const QrCode = styled.img`
  width: 200px;
  height: 200px;
  background: #fff;
`;
