// Values every remote shows the same way: a person's name and an amount in pesos
// (SPEC section 9: prices and assistant rates are pesos, project rates dollars).
import type { BookingPaymentStatus } from '@marketplace/shared-api/types';

const pesos = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '₱5,000' */
export const formatPesos = (amount: number) => `₱${pesos.format(amount)}`;

/** An assistant's hourly rate, the one form on every screen (SPEC section 9: a peso sign, per hour): '₱1,250/hr'. */
export const pesosPerHour = (rate: number) => `${formatPesos(rate)}/hr`;

/** A project's (a listing's) rate per hour, in dollars (SPEC section 9): '$25/hr'. */
export const dollarsPerHour = (rate: number) => `$${pesos.format(rate)}/hr`;

/** 'Maria Santos', or the username when both names are blank. */
export function fullName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username || 'Unnamed user';
}

/**
 * An instant (ISO string) as the marketplace's wall clock shows it:
 * 'Mon, Jun 15, 10:15 AM GMT+8'. timeZone is GET /api/config's marketplaceTimeZone.
 */
export function formatInstantInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = { UNPAID: 'Unpaid', PAID: 'Paid', REFUNDED: 'Refunded' };

/** A booking's payment as both parties see it: 'Unpaid', 'Paid', 'Refunded'. */
export const paymentStatusLabel = (status: BookingPaymentStatus) => PAYMENT_STATUS_LABELS[status];
