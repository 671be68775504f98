// A started checkout (SPEC section 4, Payment flow): the gateway link (the
// provider's hosted checkout, opened in this tab) and its QR code for paying on
// a phone, while the payment is polled (shared-api's usePaymentPolling: every
// PAYMENT_POLL_MS for up to PAYMENT_POLL_MAX_MS), plus a manual check at any time.
// 'completed' hands over to the wizard; a declined, expired or refunded payment
// ends this booking and offers another time; still pending after the polling
// window, or at a manual check, says the payment is not yet completed.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PAYMENT_NOT_YET_COMPLETED, usePaymentPolling } from '@marketplace/shared-api/api/payment-polling';
import type { PaymentMethod, PaymentResponse } from '@marketplace/shared-api/types';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { ENDED_TEXTS, PROCESS_ERROR, PROCESS_FAILED } from '../payment-texts';

export interface CheckoutPanelProps {
  checkout: PaymentResponse;
  method: PaymentMethod;
  onCompleted: () => void;
  onStartOver: () => void;
  onChangeMethod: () => void;
}

export function CheckoutPanel({ checkout, method, onCompleted, onStartOver, onChangeMethod }: CheckoutPanelProps) {
  const { status, polling, notYet, checkFailed, checking, check } = usePaymentPolling(checkout.transactionId);

  const completedOnce = useRef(false);
  useEffect(() => {
    if (status !== 'completed' || completedOnce.current) return;
    completedOnce.current = true;
    onCompleted();
  }, [status, onCompleted]);

  const methodName = WALLET_NAMES[method];
  const qr = checkout.gcashQrUrl ?? checkout.qrCodeUrl;

  if (status === 'failed' || status === 'expired' || status === 'refunded') {
    return (
      <Panel>
        <FormError>{status === 'failed' ? PROCESS_FAILED : ENDED_TEXTS[status]}</FormError>
        {status === 'failed' && <p>{ENDED_TEXTS.failed}. This booking was cancelled and its time is free again.</p>}
        {status !== 'failed' && <p>This booking was cancelled and its time is free again.</p>}
        <Button onClick={onStartOver}>Choose another time</Button>
      </Panel>
    );
  }

  return (
    <Panel>
      {status === 'completed' ? (
        <p role="status">Payment received.</p>
      ) : (
        <Waiting role="status" aria-live="polite">
          {polling && <Spinner size="sm" label="Waiting for the payment" />}
          <span>{polling ? `Waiting for your ${methodName} payment…` : `Your ${methodName} payment has not been confirmed yet.`}</span>
        </Waiting>
      )}
      {checkout.paymentUrl && (
        <GatewayLink href={checkout.paymentUrl} $variant="primary" $size="md" $fullWidth>
          {`Open the ${methodName} checkout`}
        </GatewayLink>
      )}
      {qr && (
        <Qr>
          <img src={qr} alt={`QR code of the ${methodName} checkout`} width={200} height={200} />
          <figcaption>Or scan this code with your phone to pay there.</figcaption>
        </Qr>
      )}
      {notYet && <FormError>{PAYMENT_NOT_YET_COMPLETED}</FormError>}
      {checkFailed && <FormError>{PROCESS_ERROR}</FormError>}
      <Actions>
        <Button variant="secondary" loading={checking} onClick={() => void check()}>
          Check payment status
        </Button>
        <Button variant="ghost" onClick={onChangeMethod}>
          Use another method
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const GatewayLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Qr = styled.figure`
  margin: 0;
  text-align: center;

  img {
    display: block;
    box-sizing: content-box;
    width: 200px;
    height: 200px;
    /* A white quiet zone around the code, so a phone reads it against the dark page. */
    padding: ${({ theme }) => theme.space[2]};
    margin: 0 auto ${({ theme }) => theme.space[2]};
    background: #fff;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
