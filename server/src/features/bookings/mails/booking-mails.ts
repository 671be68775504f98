// The mails about a booking, written in the transaction of the change they
// report: the bookings service and the payment port call inTransaction with the
// same event they publish after the commit; every cancellation (by a party, a
// hold run out, a request not accepted, a declined payment, an account deleted)
// is mailed by the cancel hook, which runs inside the cancelling transaction.
//
// What each party receives:
//   created      booking_requested  both: the request (and, priced, the payment it waits for)
//   accepted     booking_confirmed  both
//   paid         booking_confirmed  both; payment_receipt to the client
//   rescheduled  booking_rescheduled both, with the old and new time
//   completed    booking_completed  both; the client's invites a review of a paid session
//   cancelled    booking_cancelled  both, with the reason and what becomes of the payment
//   refunded     payment_receipt    the client: the refund's receipt
import { eq, desc } from 'drizzle-orm';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { REVIEW_WINDOW_DAYS } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import type { Executor } from '../../../db/database';
import { payments } from '../../../db/schema/index';
import { centavosToPesos, formatCentavos, formatPesos, pesosToCentavos } from '../../../money';
import type { BookingWithParties } from '../booking-response';
import type { BookingCancelHook, BookingCancellation } from '../cancellation';
import { findBooking } from '../queries';
import { withArticle } from '../../notifications/indefinite-article';
import type { BookingEventDraft, BookingMails, ReaderZones } from '../service';
import type { SeriesMails } from '../series/series-mails-port';
import type { MailRecipient, Outbox } from '../../email/outbox';
import { cancellationRefund } from './cancellation-refund';
import { createSeriesMails } from './series-mails';
import { sessionWhen } from '../session-time';
import { mailParties, type Draft, type Side } from './to-parties';

export function createBookingMails({ outbox, timeZone }: { outbox: Pick<Outbox, 'recipients' | 'writeAll'>; timeZone: string }): BookingMails & { cancelHook: BookingCancelHook; series: SeriesMails } {
  /** Writes each side's mails, made for its reader (their zone, their words). `ownZone`: the recipient's saved zone, for any other time the mail names (sessionWhen). */
  function toSides(
    tx: Executor,
    found: BookingWithParties,
    sides: Side[],
    make: (side: Side, facts: Facts, ownZone: string | null) => Draft | Draft[] | null,
    known?: ReadonlyMap<string, MailRecipient>,
  ): Promise<ReaderZones> {
    const parties = sides.map((side) => ({ side, userId: side === 'client' ? found.booking.clientId : found.booking.consultantId }));
    return mailParties(
      outbox,
      tx,
      parties,
      (side, ownZone) => make(side, factsOf(found, sessionWhen(found.booking.date, found.booking.startTime, timeZone, ownZone)), ownZone),
      known,
    );
  }

  async function paymentOf(tx: Executor, bookingId: string) {
    const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.createdAt)).limit(1);
    return payment ?? null;
  }

  return {
    series: createSeriesMails({ outbox, timeZone }),

    async inTransaction(tx, event: BookingEventDraft, read?: BookingWithParties, recipients?: ReadonlyMap<string, MailRecipient>) {
      const found = read ?? (await findBooking(tx, event.bookingId));
      if (!found) return;
      const { booking } = found;
      const mailSides = (sides: Side[], make: Parameters<typeof toSides>[3]) => toSides(tx, found, sides, make, recipients);
      switch (event.kind) {
        case 'created':
          return mailSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_requested',
            subject: side === 'client' ? `Your booking request with ${f.consultant}` : `New booking request from ${f.client}`,
            heading: side === 'client' ? `You asked ${f.consultant} for ${withArticle(f.session)}.` : `${f.client} asked you for ${withArticle(f.session)}.`,
            paragraphs: [
              booking.priceCentavos > 0
                ? side === 'client'
                  ? `Pay ${f.price} to confirm it; the time is held for you until the payment window closes.`
                  : `It is confirmed once ${f.client} pays ${f.price}.`
                : side === 'client'
                  ? `${f.consultant} will accept or decline it.`
                  : 'Accept or decline it from the booking.',
            ],
            details: f.details,
            action: { label: 'Open the booking', path: f.path },
          }));
        case 'accepted':
          return mailSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_confirmed',
            subject: `Booking confirmed: ${f.when}`,
            heading: side === 'client' ? `${f.consultant} accepted your ${f.session}.` : `You accepted ${f.client}'s ${f.session}.`,
            paragraphs: ['It is confirmed. We will remind you 24 hours and 1 hour before it starts.'],
            details: f.details,
            action: { label: 'Open the booking', path: f.path },
          }));
        case 'paid': {
          const payment = event.payment?.receipt ?? (await paymentOf(tx, booking.id));
          const amountCentavos = event.payment ? pesosToCentavos(event.payment.amountPesos) : booking.priceCentavos;
          return mailSides(['client', 'consultant'], (side, f) => {
            const confirmed: Draft = {
              kind: 'booking_confirmed',
              subject: `Booking confirmed: ${f.when}`,
              heading: side === 'client' ? `Your ${f.session} with ${f.consultant} is confirmed.` : `${f.client} paid for the ${f.session}. It is confirmed.`,
              paragraphs: [
                side === 'client'
                  ? `We received your ${formatCentavos(amountCentavos)}; your receipt is in a separate email.`
                  : `You receive ${formatCentavos(booking.priceCentavos - booking.platformFeeCentavos)} after the session, once its review window has passed.`,
                'We will remind you 24 hours and 1 hour before it starts.',
              ],
              details: f.details,
              action: { label: 'Open the booking', path: f.path },
            };
            if (side === 'consultant') return confirmed;
            const receipt: Draft = {
              kind: 'payment_receipt',
              subject: `Receipt for booking ${booking.reference}`,
              heading: `Thank you: you paid ${formatCentavos(amountCentavos)}.`,
              paragraphs: [`This is your receipt for the ${f.session} with ${f.consultant}.`],
              details: [
                ['Reference', booking.reference],
                ['Assistant', f.consultant],
                ['Session', f.when],
                ['Paid', formatCentavos(amountCentavos)],
                ...(payment ? ([['Method', WALLET_NAMES[payment.method]], ['Transaction', payment.transactionId]] as Array<[string, string]>) : []),
              ],
              action: { label: 'View the receipt', path: `/receipts/${booking.id}` },
            };
            return [confirmed, receipt];
          });
        }
        case 'rescheduled': {
          const previous = event.previous;
          return mailSides(['client', 'consultant'], (side, f, ownZone) => ({
            kind: 'booking_rescheduled',
            subject: `Booking moved to ${f.when}`,
            heading:
              event.actorId === (side === 'client' ? booking.clientId : booking.consultantId)
                ? `You moved your booking to ${f.when}.`
                : `${side === 'client' ? f.consultant : f.client} moved your booking to ${f.when}.`,
            // The old time as the new one is named: in marketplace time and the recipient's own.
            paragraphs: previous ? [`It was on ${sessionWhen(previous.date, previous.startTime, timeZone, ownZone)}.`] : [],
            details: f.details,
            action: { label: 'Open the booking', path: f.path },
          }));
        }
        case 'completed':
          return mailSides(['client', 'consultant'], (side, f) => ({
            kind: 'booking_completed',
            subject: side === 'client' && booking.paymentStatus === 'PAID' ? `How was your session with ${f.consultant}?` : `Session completed: ${f.when}`,
            heading: side === 'client' ? `${f.consultant} completed your ${f.session}.` : `You completed ${f.client}'s ${f.session}.`,
            paragraphs:
              side === 'client'
                ? booking.paymentStatus === 'PAID'
                  ? [`Review it within ${REVIEW_WINDOW_DAYS} days: your review helps other clients choose.`]
                  : ['Thank you for booking.']
                : booking.paymentStatus === 'PAID'
                  ? ['Your earning becomes available to withdraw once the review window has passed.']
                  : ['Thank you for your work.'],
            details: f.details,
            action: { label: side === 'client' && booking.paymentStatus === 'PAID' ? 'Review the session' : 'Open the booking', path: f.path },
          }));
        case 'refunded': {
          if (!event.payment) return;
          const payment = await paymentOf(tx, booking.id);
          return mailSides(['client'], (_side, f) => ({
            kind: 'payment_receipt',
            subject: `Refund for booking ${booking.reference}`,
            heading: `${formatPesos(event.payment!.amountPesos)} was refunded to you.`,
            paragraphs: [`This is your receipt for the refund of the ${f.session} with ${f.consultant}.`],
            details: [
              ['Reference', booking.reference],
              ['Session', f.when],
              ['Refunded', formatPesos(event.payment!.amountPesos)],
              ...(payment ? ([['Method', WALLET_NAMES[payment.method]], ['Transaction', payment.transactionId]] as Array<[string, string]>) : []),
            ],
            action: { label: 'View the receipt', path: `/receipts/${booking.id}` },
          }));
        }
        default:
          // Cancellations of every kind are mailed by the cancel hook, in their transaction.
          return;
      }
    },

    cancelHook: {
      async inTransaction(tx, cancellation: BookingCancellation) {
        // A series action's occurrences are mailed together, once per party (series-mails.ts).
        if (cancellation.inSeriesAction) return;
        const found = await findBooking(tx, cancellation.booking.id);
        if (!found) return;
        const { refundCentavos, paidLeft } = await cancellationRefund(tx, cancellation);
        const inFull = refundCentavos >= paidLeft;
        await toSides(tx, found, ['client', 'consultant'], (side, f) => ({
          kind: 'booking_cancelled',
          subject: `Booking cancelled: ${f.when}`,
          heading: `The ${f.session} ${side === 'client' ? `with ${f.consultant}` : `for ${f.client}`} is cancelled.`,
          paragraphs: [
            `Reason: ${cancellation.reason}.`,
            refundCentavos > 0 && !inFull
              ? side === 'client'
                ? `You cancelled late: ${formatCentavos(refundCentavos)} of your payment is refunded to where you paid from, and ${f.consultant} keeps the rest; you will get a receipt when it is done.`
                : `${f.client} cancelled late: ${formatCentavos(refundCentavos)} of their payment is refunded to them, and you keep the rest of your share.`
              : refundCentavos > 0
              ? side === 'client'
                ? `Your payment of ${formatCentavos(refundCentavos)} is refunded in full to where you paid from; you will get a receipt when it is done.`
                : `${f.client}'s payment of ${formatCentavos(refundCentavos)} is refunded to them in full.`
              : side === 'client'
                ? 'Nothing was charged.'
                : 'Nothing was paid for it.',
          ],
          details: [...f.details, ['Refund', refundCentavos > 0 ? formatCentavos(refundCentavos) : 'None (nothing was paid)']],
          action: { label: 'Open the booking', path: f.path },
        }));
      },
    },
  };
}

interface Facts {
  client: string;
  consultant: string;
  when: string;
  session: string;
  price: string;
  path: string;
  details: Array<[string, string]>;
}

function factsOf({ booking, client, consultant }: BookingWithParties, when: string): Facts {
  const session = `${slotLabel(booking.startTime).toLowerCase()} session on ${when}`;
  return {
    client: fullName(client),
    consultant: fullName(consultant),
    when,
    session,
    price: formatPesos(centavosToPesos(booking.priceCentavos)),
    path: `/bookings/${booking.id}`,
    details: [
      ['Reference', booking.reference],
      ['Assistant', fullName(consultant)],
      ['Client', fullName(client)],
      ['When', when],
      ['Length', `${booking.duration} hours`],
      ['Price', formatPesos(centavosToPesos(booking.priceCentavos))],
    ],
  };
}
