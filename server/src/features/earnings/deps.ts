// What the earnings feature's parts are built with.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import type { AuditTrail } from '../../audit-trail';
import type { PasswordHasher } from '../auth/passwords';
import type { BookingDisputePort } from '../bookings/dispute-port';
import type { NotificationsService } from '../notifications/service';
import type { MoneyPort } from './money-port';
import type { PayoutProvider } from './payout-providers';
import type { Outbox } from '../email/outbox';

export interface EarningsSettings {
  /** MARKETPLACE_TIME_ZONE */
  timeZone: string;
  /** PLATFORM_FEE_PERCENT */
  platformFeePercent: number;
  /** DISPUTE_WINDOW_HOURS */
  disputeWindowHours: number;
  /** PAYOUT_MINIMUM, in centavos. */
  payoutMinimumCentavos: number;
}

export interface EarningsDeps extends EarningsSettings {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  money: MoneyPort;
  payouts: PayoutProvider;
  /** Whether the booking process lets a client report a problem with a booking now. */
  bookings: BookingDisputePort;
  /** The one refund path (the payments feature's Refunds) a dispute's refund goes back through. */
  refunds: {
    /** In the deciding transaction: holds the refund and makes the payment due; what was decided (0: nothing left). */
    decide(tx: Executor, decision: { paymentId: string; amountCentavos?: number; key: string; now: Date }): Promise<number>;
    /** Settles the due refunds of these payments now. */
    settle(scope: { paymentIds: string[] }): Promise<void>;
  };
  notifications: Pick<NotificationsService, 'create'>;
  passwords: Pick<PasswordHasher, 'verify'>;
  audit: AuditTrail;
  /** Emails about money, written in the transaction of the change they report. */
  outbox: Pick<Outbox, 'write'>;
}

export const HOUR_MS = 3_600_000;
/** How long a claimed payout or dispute refund is left to its claimer before the sweep tries again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
