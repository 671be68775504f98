// The PayMongo shapes we read: webhook events, checkout sessions and payments
// (developers.paymongo.com: Webhooks, Checkout Session Resource, Payment
// Resource). Only the fields we use are required; the rest pass through. The
// sandbox provider emits exactly these shapes.
import { z } from 'zod';

export const PAID_EVENT = 'checkout_session.payment.paid';
export const FAILED_EVENT = 'payment.failed';

export const paymentResourceSchema = z.object({
  id: z.string().min(1),
  type: z.literal('payment'),
  attributes: z.looseObject({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    payment_intent_id: z.string().nullish(),
  }),
});
export type PaymentResource = z.infer<typeof paymentResourceSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  type: z.literal('checkout_session'),
  attributes: z.looseObject({
    checkout_url: z.string().optional(),
    payments: z.array(paymentResourceSchema).default([]),
    payment_intent: z.looseObject({ id: z.string() }).nullish(),
    reference_number: z.string().nullish(),
  }),
});
export type CheckoutSessionResource = z.infer<typeof checkoutSessionSchema>;

export const webhookEventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(200),
    type: z.literal('event'),
    attributes: z.looseObject({
      type: z.string().min(1).max(200),
      livemode: z.boolean().optional(),
      data: z.unknown(),
    }),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** PayMongo's names of our methods in payment_method_types. */
export const PAYMONGO_METHOD_TYPES = { gcash: 'gcash', maya: 'paymaya' } as const;
