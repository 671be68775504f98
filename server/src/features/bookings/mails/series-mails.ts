// The mails of a recurring series, one per party per series action and
// written in its transaction (series-mails-port.ts), each naming the dates it
// touched in marketplace time and the reader's own zone:
//   requested  booking_requested  both: the request, the pattern and its dates
//   extended   booking_requested  both: the weeks the client added, their dates
//   accepted   booking_confirmed  both: the assistant's one answer
//   declined   booking_cancelled  both: every occurrence the answer cancelled
//   cancelled  booking_cancelled  both: this and all following, with the refund the policy gives in total
//   lapsed     booking_cancelled  both: a period's occurrences whose payment hold ran out, together
//   paid       payment_receipt    the client: the period's receipt, naming what it confirmed
//              booking_confirmed  the assistant: those occurrences are confirmed
// Reminders stay per occurrence (reminders.ts); refunds' receipts are written when each refund is made.
import { asc, eq, inArray } from 'drizzle-orm';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import type { Executor } from '../../../db/database';
import { bookings, bookingSeries, payments } from '../../../db/schema/index';
import { centavosToPesos, formatCentavos, formatPesos } from '../../../money';
import { findBooking } from '../queries';
import { patternWords } from '../series/series-news';
import type { SeriesMailChange, SeriesMails } from '../series/series-mails-port';
import { sessionWhen } from '../session-time';
import { cancellationRefund } from './cancellation-refund';
import type { Outbox } from '../../email/outbox';
import { mailParties, type Draft, type Side } from './to-parties';

interface SeriesFacts {
  client: string;
  consultant: string;
  /** '8 morning sessions' */
  sessions: string;
  /** 'Mondays and Wednesdays at 9:00 AM' (Manila time) */
  pattern: string;
  /** Each touched occurrence's time as the reader reads it, soonest first. */
  dates: string[];
  details: Array<[string, string]>;
  path: string;
}

/** Where a series' mails send their reader: the bookings page, whose Recurring tab lists it. */
const SERIES_PATH = '/bookings';

export function createSeriesMails({ outbox, timeZone }: { outbox: Pick<Outbox, 'recipients' | 'writeAll'>; timeZone: string }): SeriesMails {
  return {
    async inTransaction(tx: Executor, change: SeriesMailChange) {
      if (change.bookingIds.length === 0) return;
      const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, change.seriesId)).limit(1);
      if (!series) return;
      const rows = await tx.select().from(bookings).where(inArray(bookings.id, change.bookingIds)).orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id));
      const found = rows[0] ? await findBooking(tx, rows[0].id) : null;
      if (!found) return;
      const client = fullName(found.client);
      const consultant = fullName(found.consultant);
      const count = rows.length;
      const kindOfSession = slotLabel(series.startTime).toLowerCase();
      const sessions = `${count} ${kindOfSession} session${count === 1 ? '' : 's'}`;
      const pattern = patternWords(series);

      async function toSides(sides: Side[], make: (side: Side, facts: SeriesFacts) => Draft | null): Promise<void> {
        const parties = sides.map((side) => ({ side, userId: side === 'client' ? series.clientId : series.consultantId }));
        await mailParties(outbox, tx, parties, (side, ownZone) => {
          const dates = rows.map((row) => sessionWhen(row.date, row.startTime, timeZone, ownZone));
          return make(side, {
            client,
            consultant,
            sessions,
            pattern,
            dates,
            path: SERIES_PATH,
            details: [
              ['Assistant', consultant],
              ['Client', client],
              ['Repeats', `${pattern} (Manila time)`],
              ['Length', `${series.duration} hours each`],
              ['Price', `${formatPesos(centavosToPesos(found!.booking.priceCentavos))} each`],
              ...dates.map((when, index): [string, string] => [`Session ${index + 1}`, when]),
            ],
          });
        });
      }

      switch (change.kind) {
        case 'requested': {
          const priced = found.booking.priceCentavos > 0;
          return toSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_requested',
            subject: side === 'client' ? `Your recurring booking request with ${f.consultant}` : `New recurring booking request from ${f.client}`,
            heading: side === 'client' ? `You asked ${f.consultant} for ${f.sessions}, ${f.pattern}.` : `${f.client} asked you for ${f.sessions}, ${f.pattern}.`,
            paragraphs: [
              side === 'client'
                ? priced
                  ? `${f.consultant} will accept or decline the whole series once; pay for it to confirm the sessions, each held for you until its payment window closes.`
                  : `${f.consultant} will accept or decline the whole series once.`
                : 'Accept or decline the whole series once, from the Recurring tab of your bookings.',
            ],
            details: f.details,
            action: { label: 'Open your bookings', path: f.path },
          }));
        }
        case 'extended':
          return toSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_requested',
            subject: side === 'client' ? `You extended your recurring booking with ${f.consultant}` : `${f.client} extended their recurring booking`,
            heading: side === 'client' ? `You added ${f.sessions} to your recurring booking with ${f.consultant}, ${f.pattern}.` : `${f.client} added ${f.sessions} to their recurring booking, ${f.pattern}.`,
            paragraphs: [
              found.booking.priceCentavos > 0
                ? side === 'client'
                  ? 'Pay for them to confirm them; each is held for you until its payment window closes.'
                  : `They are confirmed once ${f.client} pays for them.`
                : 'They are added to the series.',
            ],
            details: f.details,
            action: { label: 'Open your bookings', path: f.path },
          }));
        case 'accepted':
          return toSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_confirmed',
            subject: side === 'client' ? `${f.consultant} accepted your recurring booking` : `You accepted ${f.client}'s recurring booking`,
            heading: side === 'client' ? `${f.consultant} accepted your ${f.sessions}, ${f.pattern}.` : `You accepted ${f.client}'s ${f.sessions}, ${f.pattern}.`,
            paragraphs: ['We will remind you 24 hours and 1 hour before each session.'],
            details: f.details,
            action: { label: 'Open your bookings', path: f.path },
          }));
        case 'declined':
        case 'cancelled':
        case 'lapsed': {
          const cancellations = change.cancellations ?? [];
          let refundCentavos = 0;
          let paidLeft = 0;
          for (const cancellation of cancellations) {
            const refund = await cancellationRefund(tx, cancellation);
            refundCentavos += refund.refundCentavos;
            paidLeft += refund.paidLeft;
          }
          const reasons = [...new Set(cancellations.map((cancellation) => cancellation.reason))];
          const byClient = change.actorId === series.clientId;
          return toSides(['client', 'consultant'], (side, f) => {
            const actor = byClient ? (side === 'client' ? 'You' : f.client) : side === 'consultant' ? 'You' : f.consultant;
            if (change.kind === 'lapsed') {
              return {
                kind: 'booking_cancelled',
                subject: `${f.sessions[0].toUpperCase()}${f.sessions.slice(1)} cancelled: not paid in time`,
                heading: `${side === 'client' ? 'Your' : `${f.client}'s`} ${f.sessions} of the recurring booking, ${f.pattern}, ${f.sessions.startsWith('1 ') ? 'was' : 'were'} not paid in time and ${f.sessions.startsWith('1 ') ? 'is' : 'are'} cancelled.`,
                paragraphs: [
                  `Reason: ${reasons.join('; ')}.`,
                  side === 'client' ? 'Nothing was charged for them; their times are free again.' : 'Their times are free again.',
                  'The dates are listed below; any other session of the series stays as it is.',
                ],
                details: f.details,
                action: { label: 'Open your bookings', path: f.path },
              };
            }
            return {
              kind: 'booking_cancelled',
              subject: change.kind === 'declined' ? `Recurring booking declined: ${f.pattern}` : `${f.sessions[0].toUpperCase()}${f.sessions.slice(1)} cancelled: ${f.pattern}`,
              heading:
                change.kind === 'declined'
                  ? `${actor} declined the recurring booking, ${f.pattern}: ${f.sessions} ${f.sessions.startsWith('1 ') ? 'is' : 'are'} cancelled.`
                  : `${actor} cancelled ${f.sessions} of the recurring booking, ${f.pattern}.`,
              paragraphs: [
                ...(reasons.length > 0 ? [`Reason: ${reasons.join('; ')}.`] : []),
                refundWords(side, f, refundCentavos, paidLeft),
                'The dates are listed below; any other session of the series stays as it is.',
              ],
              details: [...f.details, ['Refund', refundCentavos > 0 ? formatCentavos(refundCentavos) : 'None']],
              action: { label: 'Open your bookings', path: f.path },
            };
          });
        }
        case 'changed':
          // Written after the series took its new pattern: the words and dates are the new ones.
          return toSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_rescheduled',
            subject: side === 'client' ? `You moved your recurring booking with ${f.consultant}` : `${f.client} moved their recurring booking`,
            heading: side === 'client' ? `You moved ${f.sessions} of your recurring booking with ${f.consultant}: ${f.pattern} from now on.` : `${f.client} moved ${f.sessions} of their recurring booking: ${f.pattern} from now on.`,
            paragraphs: ['The new dates are listed below; the sessions before them, and any kept where they were, stay as they are. Nothing is charged or refunded.'],
            details: f.details,
            action: { label: 'Open your bookings', path: f.path },
          }));
        case 'paid': {
          if (!change.payment) return;
          const { amountCentavos, paymentId } = change.payment;
          const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
          const net = rows.reduce((sum, row) => sum + row.priceCentavos - row.platformFeeCentavos, 0);
          await toSides(['client'], (_side, f) => ({
            kind: 'payment_receipt',
            subject: `Receipt for your recurring booking with ${f.consultant}`,
            heading: `Thank you: you paid ${formatCentavos(amountCentavos)}.`,
            paragraphs: [`It confirms ${f.sessions} with ${f.consultant}, ${f.pattern}. We will remind you 24 hours and 1 hour before each.`],
            details: [
              ...f.details,
              ['Paid', formatCentavos(amountCentavos)],
              ...(payment ? ([['Method', WALLET_NAMES[payment.method]], ['Transaction', payment.transactionId]] as Array<[string, string]>) : []),
            ],
            action: { label: 'Open your bookings', path: f.path },
          }));
          return toSides(['consultant'], (_side, f) => ({
            kind: 'booking_confirmed',
            subject: `${f.client} paid for ${f.sessions}`,
            heading: `${f.client} paid for ${f.sessions}, ${f.pattern}. They are confirmed.`,
            paragraphs: [
              `You receive ${formatCentavos(net)} in all, each session's share after it, once its review window has passed.`,
              'We will remind you 24 hours and 1 hour before each session.',
            ],
            details: f.details,
            action: { label: 'Open your bookings', path: f.path },
          }));
        }
      }
    },
  };
}

/** What becomes of the money, in the reader's words, for all the occurrences one action cancelled. */
function refundWords(side: Side, f: SeriesFacts, refundCentavos: number, paidLeft: number): string {
  if (paidLeft === 0) return side === 'client' ? 'Nothing was charged for them.' : 'Nothing was paid for them.';
  if (refundCentavos === 0) return side === 'client' ? 'Under the cancellation policy nothing of their payment is refunded.' : `${f.client}'s payment for them is not refunded, under the cancellation policy.`;
  if (refundCentavos < paidLeft) {
    return side === 'client'
      ? `${formatCentavos(refundCentavos)} of your payment for them is refunded to where you paid from, and ${f.consultant} keeps the rest, as the cancellation policy says for late cancellations; you will get a receipt for each refund.`
      : `${formatCentavos(refundCentavos)} of ${f.client}'s payment for them is refunded to them, and you keep the rest of your share.`;
  }
  return side === 'client'
    ? `Your payment of ${formatCentavos(refundCentavos)} for them is refunded in full to where you paid from; you will get a receipt for each refund.`
    : `${f.client}'s payment of ${formatCentavos(refundCentavos)} for them is refunded to them in full.`;
}
