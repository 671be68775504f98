// The payments feature: builds the provider chosen by config (sandbox by
// default, PayMongo when configured), the capture and failure rules, the
// refunds (and their sweep), the service behind process and verify, and the
// webhook handler, once; hooks into bookings' cancellations; registers the
// routes (and the sandbox's hosted checkout when it is the provider). It owns
// payments, payment_events and sandbox_checkout_sessions, writes money only
// through the journal's port (earnings) and changes bookings only through the
// port bookings gave it.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { BackgroundTasks } from '../../plugins/background';
import type { BookingPaymentPort } from '../bookings/payment-port';
import type { MoneyPort } from '../earnings/money-port';
import type { PremiumService } from '../premium/service';
import { paymentsCancelHook } from './cancel-hook';
import { createPaymentOutcomes } from './payment-outcomes';
import { createPayMongoProvider, type PayMongoOptions } from './providers/paymongo';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';
import { createRefunds, type Refunds } from './refunds';
import { paymentRoutes } from './routes';
import { sandboxRoutes } from './sandbox-routes';
import { createPaymentsService, type PaymentsService } from './service';
import { createWebhookHandler } from './webhook-handler';

/** PAYMENT_PROVIDER and its settings. */
export type PaymentProviderConfig = { provider: 'sandbox'; webhookSecret: string } | ({ provider: 'paymongo' } & PayMongoOptions);

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  bookings: BookingPaymentPort;
  /** The premium fee's subject (premium applications). */
  premium: Pick<PremiumService, 'lockForPayment' | 'captured' | 'afterPaid'>;
  background: BackgroundTasks;
  config: PaymentProviderConfig;
  /** PUBLIC_URL: the site's public address, for the provider's success and cancel URLs and the checkout link. */
  publicUrl?: string;
  /** The books (features/earnings): every capture and refund is told there, in its transaction. */
  money: MoneyPort;
}

export async function registerPayments(app: FastifyInstance, deps: PaymentsDeps): Promise<{ service: PaymentsService; provider: PaymentProvider; refunds: Refunds }> {
  const { db, clock, bookings, premium, background, config, publicUrl, money } = deps;
  let sandbox: SandboxProvider | null = null;
  let provider: PaymentProvider;
  if (config.provider === 'sandbox') {
    sandbox = createSandboxProvider({ db, clock, webhookSecret: config.webhookSecret });
    provider = sandbox;
  } else {
    provider = createPayMongoProvider(config);
  }

  const refunds = createRefunds({ db, clock, provider, bookings, money, log: app.log, sweeps: app.sweeps });
  const outcomes = createPaymentOutcomes({ db, clock, provider, bookings, premium, money });
  const service = createPaymentsService({ db, clock, provider, bookings, premium, outcomes, refunds, log: app.log });
  bookings.onCancel(paymentsCancelHook({ provider, refunds }));

  await app.register(paymentRoutes, {
    service,
    handleWebhook: createWebhookHandler({ db, clock, provider, outcomes }),
    provider,
    refunds,
    background,
    clock,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
  });
  if (sandbox) await app.register(sandboxRoutes, { sandbox, root: app });
  return { service, provider, refunds };
}
