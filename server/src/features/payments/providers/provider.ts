// What the payments feature needs of a payment provider. Two implementations:
// sandbox.ts (the default; a hosted checkout on our own server, needing
// nothing outside the machine) and paymongo.ts (PayMongo's API). Both sign
// their webhook events the PayMongo way (webhook-signature.ts), so one webhook
// route, one parser and one signature check serve both.
import type { PaymentMethod } from '@marketplace/shared-api/types';
import type { PaymentProviderName } from '../../../db/schema/index';

export interface CheckoutRequest {
  amountCentavos: number;
  method: PaymentMethod;
  /** The line item's name, e.g. 'Booking 482913K7QZ'. */
  name: string;
  description: string;
  /** Ours, shown by the provider and echoed back: the transaction id. */
  referenceNumber: string;
  successUrl: string;
  cancelUrl: string;
  /** Where our own pages live (PUBLIC_URL, or the request's origin): the sandbox's checkout page is one. */
  baseUrl: string;
  billing?: { email?: string; phone?: string };
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  /** The provider's checkout session id (cs_...). */
  reference: string;
  /** The session's payment intent (pi_...). */
  intentId: string;
  /** Where the payer pays. */
  checkoutUrl: string;
}

/** One payment attempt on a checkout session (PayMongo's payments[]). */
export interface ProviderPayment {
  id: string;
  status: string;
  /** Centavos. */
  amount: number;
  /** ISO 4217, as the provider wrote it ('PHP'). */
  currency: string;
}

export interface CheckoutState {
  payments: ProviderPayment[];
  /** The provider's answer as received, kept in the verify event. */
  raw: unknown;
}

/** PayMongo's refund reasons. */
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer' | 'others';

export interface RefundRequest {
  providerPaymentId: string;
  /** The checkout session the payment was made in (PayMongo needs only the payment id). */
  checkoutReference: string;
  amountCentavos: number;
  reason: RefundReason;
  notes: string;
  /**
   * Names this refund among the refunds of one payment (a payment may be refunded in
   * parts): asked again with the same key, after a crash or a timeout, the provider
   * answers the refund it made instead of making another.
   */
  refundKey: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session's payment attempts; its own status stays 'active' after payment, so read these. */
  retrieveCheckout(reference: string): Promise<CheckoutState>;
  refund(request: RefundRequest): Promise<{ refundId: string; raw: unknown }>;
  /** The secret its webhook events are signed with. */
  webhookSecret: string;
  /** Which signature of the Paymongo-Signature header counts: te (test mode) or li (live mode). */
  signatureMode: 'te' | 'li';
}
