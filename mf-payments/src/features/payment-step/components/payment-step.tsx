// The payment step (exposed as mf_payments/PaymentStep; the booking wizard's
// step 3 mounts it once the booking exists). SPEC section 4, Payment flow:
// the account or mobile number and the method (GCash or Maya), then Pay starts
// the checkout (POST /payments/process); the checkout panel shows the gateway
// link and the QR and polls the payment. A failed start keeps the form as it
// was; "Use another method" goes back to it with the values kept.
import { useState } from 'react';
import type { PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import type { PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import { CheckoutPanel } from './checkout-panel';
import { HoldNotice } from './hold-notice';
import { PaymentForm } from './payment-form';

export function PaymentStep({ booking, onCompleted, onStartOver }: PaymentStepProps) {
  const [accountNumber, setAccountNumber] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('gcash');
  const [checkout, setCheckout] = useState<{ response: PaymentResponse; method: PaymentMethod } | null>(null);

  return (
    <section aria-labelledby="payment-heading">
      <h3 id="payment-heading">Payment</h3>
      <HoldNotice holdExpiresAt={booking.holdExpiresAt} />
      {checkout ? (
        <CheckoutPanel
          key={checkout.response.transactionId}
          checkout={checkout.response}
          method={checkout.method}
          onCompleted={onCompleted}
          onStartOver={onStartOver}
          onChangeMethod={() => setCheckout(null)}
        />
      ) : (
        <PaymentForm
          booking={booking}
          accountNumber={accountNumber}
          method={method}
          onAccountNumberChange={setAccountNumber}
          onMethodChange={setMethod}
          onStarted={(response) => setCheckout({ response, method })}
        />
      )}
    </section>
  );
}

export default PaymentStep;
