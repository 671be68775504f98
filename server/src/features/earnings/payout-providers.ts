// Where a payout's money goes out. The answer is final for the payout: 'paid' or
// 'failed' with a reason a person can act on; a call that could not be made or
// read throws, and the payout is tried again later (the same idempotency key,
// so a provider never sends the same payout twice).
//
// sandbox (default): on this server, no money moves. A wallet number ending in
// 0000 fails ('The wallet did not accept the transfer'), any other is paid: a
// demo and the tests can see both. Every answer is kept in the payout's log.
//
// paymongo: PayMongo's money movement (a PayMongo Wallet that is enabled to send,
// a product of its own beside checkout, see README): one transfer per payout,
//   POST /v2/batch_transfers  data.attributes.transfers [{ source_account { number,
//        name?, bic }, destination_account { number, name, bic }, amount (centavos),
//        currency 'PHP', provider 'instapay', reference_number, purpose }]
//   -> data.transfers[] { id, status, ... } (the Transfer Resource); one still
//   processing is asked for again later with the same idempotency key.
// GCash and Maya are reached through InstaPay by their BICs.
import { z } from 'zod';
import type { PayoutMethod } from '@marketplace/shared-api/types';
import { ProviderError } from '../../provider-error';

export interface PayoutRequest {
  payoutId: string;
  idempotencyKey: string;
  amountCentavos: number;
  method: PayoutMethod;
  mobileNumber: string;
  accountName: string;
}

export interface PayoutAnswer {
  status: 'paid' | 'failed';
  reference: string | null;
  failureReason: string | null;
  raw: unknown;
}

export interface PayoutProvider {
  name: 'sandbox' | 'paymongo';
  send(request: PayoutRequest): Promise<PayoutAnswer>;
}

export const SANDBOX_FAILING_SUFFIX = '0000';
export const SANDBOX_FAILURE = 'The wallet did not accept the transfer. Check the number and the account name on /profile.';

export function createSandboxPayoutProvider(): PayoutProvider {
  return {
    name: 'sandbox',
    async send(request) {
      const failed = request.mobileNumber.endsWith(SANDBOX_FAILING_SUFFIX);
      const reference = `sbx_po_${request.idempotencyKey}`;
      return {
        status: failed ? 'failed' : 'paid',
        reference,
        failureReason: failed ? SANDBOX_FAILURE : null,
        raw: { provider: 'sandbox', reference, status: failed ? 'failed' : 'succeeded', amount: request.amountCentavos, method: request.method },
      };
    },
  };
}

/** InstaPay's receiving institutions for the two wallets. */
export const WALLET_BICS: Record<PayoutMethod, string> = { gcash: 'GXCHPHM2XXX', maya: 'PAPHPHM1XXX' };
const PAYMONGO_WALLET_BIC = 'PAEYPHM2XXX';
const REQUEST_TIMEOUT_MS = 15_000;

const transferAnswerSchema = z.object({
  data: z.object({
    transfers: z.array(z.looseObject({ id: z.string(), status: z.string(), failure_reason: z.string().nullish() })).min(1),
  }),
});

export function createPayMongoPayoutProvider({ secretKey, walletAccount, apiBase }: { secretKey: string; walletAccount: string; apiBase: string }): PayoutProvider {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const base = apiBase.replace(/\/+$/, '');
  return {
    name: 'paymongo',
    async send(request) {
      let response: Response;
      try {
        response = await fetch(`${base}/v2/batch_transfers`, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
          body: JSON.stringify({
            data: {
              attributes: {
                transfers: [
                  {
                    source_account: { number: walletAccount, bic: PAYMONGO_WALLET_BIC },
                    destination_account: { number: request.mobileNumber, name: request.accountName, bic: WALLET_BICS[request.method] },
                    amount: request.amountCentavos,
                    currency: 'PHP',
                    provider: 'instapay',
                    reference_number: request.idempotencyKey,
                    purpose: 'Marketplace earnings payout',
                  },
                ],
              },
            },
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(`PayMongo transfer failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text();
      if (!response.ok) throw new ProviderError(`PayMongo transfer answered ${response.status}: ${text.slice(0, 300)}`, response.status);
      const parsed = transferAnswerSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new ProviderError('PayMongo transfer answered a shape we cannot read');
      const transfer = parsed.data.data.transfers[0];
      const failed = ['failed', 'rejected', 'cancelled'].includes(transfer.status);
      // Still on its way: asked again later with the same key, PayMongo answers the same transfer as it stands.
      if (!failed && !['succeeded', 'success', 'completed', 'paid'].includes(transfer.status)) {
        throw new ProviderError(`PayMongo transfer ${transfer.id} is ${transfer.status}`);
      }
      return {
        status: failed ? 'failed' : 'paid',
        reference: transfer.id,
        failureReason: failed ? (transfer.failure_reason ?? 'The transfer was not accepted.') : null,
        raw: parsed.data,
      };
    },
  };
}
