// Sends a withdrawal under one idempotency key per attempt. The key is made when an
// amount is first sent and kept while that same amount is sent again after a failure
// that may not have reached the server (no answer, a 5xx): should the first request
// have gone through, the server answers the retry with that payout rather than paying
// twice. A payout made, or a refusal (4xx), ends the attempt: the next one gets a new key.
import { useRef } from 'react';
import { useWithdrawMutation } from '@marketplace/shared-api/api/earnings';
import { errorStatus, type CallError } from '@marketplace/shared-api/api/errors';
import type { Payout } from '@marketplace/shared-api/types';
import { newIdempotencyKey } from './idempotency-key';

export type WithdrawOutcome = { payout: Payout } | { error: CallError };

export function useWithdraw() {
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const attempt = useRef<{ amountCentavos: number; idempotencyKey: string } | null>(null);

  const send = async (amountCentavos: number): Promise<WithdrawOutcome> => {
    if (attempt.current?.amountCentavos !== amountCentavos) attempt.current = { amountCentavos, idempotencyKey: newIdempotencyKey() };
    const result = await withdraw(attempt.current);
    if ('data' in result && result.data) {
      attempt.current = null;
      return { payout: result.data };
    }
    const status = errorStatus(result.error);
    if (status !== null && status < 500) attempt.current = null;
    return { error: result.error };
  };

  return { send, sending: isLoading };
}
