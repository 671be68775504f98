// Values every remote shows the same way: a person's name and an amount in pesos
// (SPEC section 9: prices and assistant rates are pesos, project rates dollars;
// earnings, payouts and receipts are held in centavos and shown in pesos).
import { FALLBACKS } from '@marketplace/shared-api/constants';
import type { BookingPaymentStatus, RatingSummary } from '@marketplace/shared-api/types';

/** A number as JavaScript writes it shortest, when that is plain digits: '1250', '-0.005'. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** For what PLAIN_DECIMAL leaves out: exponents (1e21, 1e-7), -0, NaN and the infinities. */
let amountsByIntl: Intl.NumberFormat | undefined;

/**
 * An amount with en-US digit grouping and at most two decimals, half away from zero:
 * what Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes ('1,234,567.5'),
 * without it for the amounts a page shows. Making a page's first Intl formatter loads
 * ICU's locale data: 70-150 ms of a phone's main thread at Lighthouse's 4x CPU, and the
 * assistants list formats nothing else with Intl (its TBT).
 */
export function formatAmount(amount: number): string {
  const parts = Object.is(amount, -0) ? null : PLAIN_DECIMAL.exec(String(amount));
  if (!parts) return (amountsByIntl ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(amount);
  const [, sign, whole, fraction = ''] = parts;
  // Cents as one integer, so rounding up carries through the whole digits (9.999 -> 10).
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction[2] !== undefined && fraction[2] >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = digits.slice(-2).replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Pesos, the one way every screen and mail writes money: a peso sign, thousands
 * separators and always two decimals ('₱5,000.00', '₱4,320.99', '₱0.00', '-₱2,500.00'),
 * so amounts in a column or a sentence read alike whatever their centavos.
 */
export function formatPesos(amount: number): string {
  const written = formatAmount(Math.abs(amount));
  const [whole, decimals = ''] = written.split('.');
  const sign = amount < 0 && written !== '0' ? '-' : '';
  return `${sign}₱${whole}.${decimals.padEnd(2, '0')}`;
}

/** An amount the money calls give in integer centavos, as formatPesos writes pesos: 450000 -> '₱4,500.00'. */
export function formatCentavos(centavos: number): string {
  return formatPesos(centavos / 100);
}

/** An assistant's hourly rate, the one form on every screen (SPEC section 9: a peso sign, per hour): '₱1,250.00/hr'. */
/** Pesos as typed: whole pesos (up to a billion) and at most two decimals; a peso sign, commas and spaces allowed. */
const TYPED_PESOS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * An amount a person types in pesos ('1,250.50', '₱300') as the integer centavos the API
 * takes, exactly (no floating point); null when the text is not such an amount.
 */
export function pesosTextToCentavos(text: string): number | null {
  const parts = TYPED_PESOS.exec(text.replace(/[₱,\s]/g, ''));
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

export const pesosPerHour = (rate: number) => `${formatPesos(rate)}/hr`;

/** A project's (a listing's) rate per hour, in dollars (SPEC section 9): '$25/hr'. */
export const dollarsPerHour = (rate: number) => `$${formatAmount(rate)}/hr`;

/** 'Maria Santos', or the username when both names are blank. */
export function fullName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username || 'Unnamed user';
}

/**
 * An instant (ISO string) as the marketplace's wall clock shows it:
 * 'Mon, Jun 15, 10:15 AM Manila time', or with its year for records that outlive it
 * (the console's audit log, applications): 'Mon, Jun 15, 2026, 10:15 AM Manila time'.
 * timeZone is GET /api/config's marketplaceTimeZone (useWallClock().zone). Text
 * that is not an instant is shown as it is.
 */
export function formatInstantInZone(iso: string, timeZone: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return `${when} ${zoneLabel(timeZone)}`;
}

/** A zone's short name beside a time: 'Asia/Manila' -> 'Manila', 'America/New_York' -> 'New York'; 'UTC' stays. */
export function zoneCity(timeZone: string): string {
  return timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}

/** A zone as people name it: 'Asia/Manila' -> 'Manila time', 'America/New_York' -> 'New York time'; 'UTC' stays. */
export function zoneLabel(timeZone: string): string {
  if (!timeZone.includes('/')) return timeZone;
  return `${zoneCity(timeZone)} time`;
}

const PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = { UNPAID: 'Unpaid', PAID: 'Paid', REFUNDED: 'Refunded' };

/** A booking's payment as both parties see it: 'Unpaid', 'Paid', 'Refunded'. */
export const paymentStatusLabel = (status: BookingPaymentStatus) => PAYMENT_STATUS_LABELS[status];

/**
 * An assistant's rating as every screen shows it: the earned average with its
 * count, '4.7 · 23 reviews'; 'New' alone (value null) for one known to have no
 * published review, as a figure beside 'No reviews yet' would mislead; and the
 * SPEC's fallback 4.9 only where no rating is known at all, marked New so it is
 * never passed off as earned.
 */
export function ratingText(rating: RatingSummary | undefined | null): { value: string | null; detail: string; earned: boolean } {
  if (!rating) return { value: FALLBACKS.rating.toFixed(1), detail: 'New', earned: false };
  if (rating.average === null || rating.count === 0) return { value: null, detail: 'New', earned: false };
  return { value: rating.average.toFixed(1), detail: `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`, earned: true };
}

const WHOLE_MOBILE_NUMBER = /^(\d{4})\d{3}(\d{4})$/;

/**
 * A wallet's mobile number as a person checks it without showing it whole:
 * '09171234567' -> '0917 ••• 4567'. A number in another form (one already masked)
 * is shown as it is.
 */
export function maskMobileNumber(number: string): string {
  const parts = WHOLE_MOBILE_NUMBER.exec(number);
  return parts ? `${parts[1]} ••• ${parts[2]}` : number;
}
