// Values every remote shows the same way: a person's name and an amount in pesos
// (SPEC section 9: prices and assistant rates are pesos, project rates dollars).
import { FALLBACKS } from '@marketplace/shared-api/constants';
import type { BookingPaymentStatus, RatingSummary } from '@marketplace/shared-api/types';

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

/**
 * An assistant's rating as every screen shows it (issue 14): the earned average
 * with its count, '4.7 · 23 reviews'; with no published review the SPEC's
 * fallback 4.9, marked New so it is never passed off as earned.
 */
export function ratingText(rating: RatingSummary | undefined | null): { value: string; detail: string; earned: boolean } {
  if (!rating || rating.average === null || rating.count === 0) return { value: FALLBACKS.rating.toFixed(1), detail: 'New', earned: false };
  return { value: rating.average.toFixed(1), detail: `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`, earned: true };
}
