// Waiting for a started checkout, one rule for every screen that takes a
// payment (mf-payments' booking step, mf-profiles' premium fee): GET
// /payments/verify/{transactionId} every PAYMENT_POLL_MS while the answer can
// still change, for at most PAYMENT_POLL_MAX_MS (both on the page's timers, so
// a test's fake timers drive them), so a tab left open does not ask forever;
// and a manual check at any time, which asks at once. Still pending after the
// window, or at a manual check, is SPEC section 8's PAYMENT_NOT_YET_COMPLETED.
import { useEffect, useState } from 'react';
import { paymentsApi, useVerifyPaymentQuery } from '@marketplace/shared-api/api/payments';
import { PAYMENT_POLL_MAX_MS, PAYMENT_POLL_MS } from '@marketplace/shared-api/constants';
import type { PaymentVerification, PaymentVerifyStatus } from '@marketplace/shared-api/types';

export const PAYMENT_NOT_YET_COMPLETED = 'Payment not yet completed. Please complete the payment process or try again later.';

export interface PaymentPolling {
  /** The last answer; 'pending' until one arrives. */
  status: PaymentVerifyStatus;
  verification: PaymentVerification | undefined;
  /** Asking every PAYMENT_POLL_MS now (pending and within the window). */
  polling: boolean;
  /** Pending after the window, or a manual check answered pending: say PAYMENT_NOT_YET_COMPLETED. */
  notYet: boolean;
  /** The manual check failed to get an answer. */
  checkFailed: boolean;
  checking: boolean;
  /** The manual check. */
  check: () => Promise<void>;
}

export function usePaymentPolling(transactionId: string): PaymentPolling {
  const [windowOver, setWindowOver] = useState(false);
  const [manual, setManual] = useState<'pending' | 'error' | null>(null);
  const [checking, setChecking] = useState(false);

  // The answer so far decides whether to keep polling: only while it can still change.
  const { data: verification } = paymentsApi.endpoints.verifyPayment.useQueryState(transactionId);
  const status = verification?.status ?? 'pending';
  const polling = status === 'pending' && !windowOver;
  const { refetch } = useVerifyPaymentQuery(transactionId, {
    pollingInterval: polling ? PAYMENT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    setWindowOver(false);
    const timer = setTimeout(() => setWindowOver(true), PAYMENT_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, [transactionId]);

  const check = async () => {
    setManual(null);
    setChecking(true);
    try {
      const result = await refetch().unwrap();
      if (result.status === 'pending') setManual('pending');
    } catch {
      setManual('error');
    } finally {
      setChecking(false);
    }
  };

  return {
    status,
    verification,
    polling,
    notYet: status === 'pending' && (manual === 'pending' || windowOver),
    checkFailed: manual === 'error',
    checking,
    check,
  };
}
