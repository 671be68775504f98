// What follows a committed booking change: live updates over the socket (both
// parties' bookingChanged, the consultant's slotsChanged to every open picker),
// notifications on booking made, accepted, declined, rescheduled, cancelled and
// completed, paid, refunded, and cancelled for want of payment (hold run out,
// payment declined), the chat messages of SPEC section 4 (the cancellation note
// asking to reschedule; the note of a reschedule, from whichever party moved it; the
// thank-you on completion), and the events other features listen to (events.ts: a
// completion, on which the referrals feature tells the referrer of their reward).
// Each reaction runs on its own: one failing is logged and does not stop the others
// or undo the booking change, which has already been committed.
import type { FastifyBaseLogger } from 'fastify';
import { slotLabel, formatTime12 } from '@marketplace/shared-api/booking-time';
import { CANCEL_REASONS, REVIEW_WINDOW_DAYS } from '@marketplace/shared-api/constants';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Booking, NotificationType } from '@marketplace/shared-api/types';
import { fullName } from '@marketplace/shared-api/format';
import { formatPesos } from '../../money';
import { withArticle } from '../notifications/indefinite-article';
import type { EventBus } from '../../events';
import type { RealtimeService } from '../../plugins/realtime';
import type { BookingEvents } from './events';
import type { BookingEvent, BookingReactions, ReaderZones } from './service';

export const THANK_YOU_MESSAGE = 'Thank you for booking, hope to see you again soon';

/** Posts a chat message from one user to another (finding or creating their chat). */
export interface ChatPort {
  postMessage(input: { fromUserId: string; toUserId: string; text: string }): Promise<void>;
}

/** Stores notifications (one statement for all) and pushes each live to its reader. */
export interface NotificationPort {
  notifyAll(inputs: Array<{ userId: string; type: NotificationType; title: string; content: string; entityId: string }>): Promise<void>;
}

export interface ReactionDeps {
  realtime: Pick<RealtimeService, 'emitToUser'>;
  chat: ChatPort;
  notifications: NotificationPort;
  /** The consultant's holds changed: their open pickers are sent them again (plugin.ts). */
  slotsChanged: (consultantId: string) => Promise<void>;
  /** Where the completed session is told, to whoever listens. */
  events: Pick<EventBus<BookingEvents>, 'emit'>;
  /**
   * How a notification to each of userIds writes a session's date and time: describeWhen's words,
   * with the reader's own time beside them when they saved a zone (/profile/update). One read for all,
   * and none when `known` (the zones the change's mails read) holds every reader's.
   */
  sessionWhenFor?: (userIds: string[], known?: ReaderZones) => Promise<(userId: string) => (date: string, startTime: string) => string>;
  /** Whether a completed session invites its review (a series' occurrence only at the end of its block: series/series-reviews.ts). */
  invitesReview: (booking: Pick<Booking, 'id' | 'seriesId' | 'seriesDate'>) => Promise<boolean>;
  /** Whether a session is still to start, by the server clock: only then does a cancellation ask to reschedule. */
  sessionAhead: (booking: Pick<Booking, 'date' | 'startTime'>) => boolean;
  log: FastifyBaseLogger;
}

// Made once: toLocaleDateString with options builds a new formatter on every call, which
// is most of this function's cost when a rush of bookings is written about.
const SESSION_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * What describeWhen wrote, by date and time: every notice of a change writes its session's time more than
 * once (its text, then each reader's words), and Intl's formatting stood out in a rush's CPU profile.
 * A day's changes name a few hundred sessions; past DESCRIBED_KEPT it starts again.
 */
const described = new Map<string, string>();
const DESCRIBED_KEPT = 1000;

/** 'Mon, Jun 1, 2026 at 9:00 AM' for a wall-clock date and time. */
export function describeWhen(date: string, startTime: string): string {
  const key = `${date} ${startTime}`;
  const known = described.get(key);
  if (known !== undefined) return known;
  const [year, month, day] = date.split('-').map(Number);
  const text = `${SESSION_DAY.format(new Date(Date.UTC(year, month - 1, day)))} at ${formatTime12(startTime)}`;
  if (described.size >= DESCRIBED_KEPT) described.clear();
  described.set(key, text);
  return text;
}

/** SPEC section 4: the sender canceled the booking on the given date and time, and asks to reschedule. */
export function cancellationMessage(booking: Pick<Booking, 'date' | 'startTime'>): string {
  return `I have canceled our booking on ${describeWhen(booking.date, booking.startTime)}. Could we reschedule for another time?`;
}

/** Posted by whichever party moved the booking, to the other one, like the cancellation note. */
export function rescheduleMessage(previous: Pick<Booking, 'date' | 'startTime'>, booking: Pick<Booking, 'date' | 'startTime'>): string {
  const from = describeWhen(previous.date, previous.startTime);
  const to = describeWhen(booking.date, booking.startTime);
  return `I have moved our booking from ${from} to ${to}. Please let me know if the new time does not work for you.`;
}

interface Notice {
  userId: string;
  title: string;
  content: string;
}

function bookingNotices(event: BookingEvent): Notice[] {
  const { booking } = event;
  const client = fullName(booking.user);
  const consultant = fullName(booking.consultant);
  const when = describeWhen(booking.date, booking.startTime);
  const session = `${slotLabel(booking.startTime).toLowerCase()} session on ${when} (${booking.duration} hours)`;
  const other = event.actorId === booking.consultantId ? booking.userId : booking.consultantId;
  const amount = formatPesos(event.payment?.amountPesos ?? booking.price);
  switch (event.kind) {
    case 'created':
      return [{ userId: booking.consultantId, title: 'New booking request', content: `${client} booked ${withArticle(session)}.` }];
    case 'accepted':
      return [{ userId: booking.userId, title: 'Booking accepted', content: `${consultant} accepted your ${session}.` }];
    case 'declined':
      return [{ userId: booking.userId, title: 'Booking declined', content: `${consultant} declined your ${session}.` }];
    case 'cancelled': {
      const actor = event.actorId === booking.consultantId ? consultant : client;
      return [{ userId: other, title: 'Booking cancelled', content: `${actor} cancelled the ${session}.` }];
    }
    case 'completed':
      return [{ userId: booking.userId, title: 'Booking completed', content: `${consultant} completed your ${session}.` }];
    case 'rescheduled': {
      const actor = event.actorId === booking.consultantId ? consultant : client;
      const from = event.previous ? ` from ${describeWhen(event.previous.date, event.previous.startTime)}` : '';
      return [{ userId: other, title: 'Booking rescheduled', content: `${actor} moved your booking${from} to ${when}.` }];
    }
    case 'paid':
      return [
        { userId: booking.consultantId, title: 'New paid booking', content: `${client} paid ${amount} for ${withArticle(session)}. It is confirmed.` },
        { userId: booking.userId, title: 'Payment received', content: `We received your ${amount} for the ${session} with ${consultant}. It is confirmed.` },
      ];
    case 'hold_expired':
      return [
        { userId: booking.userId, title: 'Booking cancelled', content: `${CANCEL_REASONS.holdExpired}: the ${session} with ${consultant} was released.` },
        { userId: booking.consultantId, title: 'Booking cancelled', content: `${client} did not pay for the ${session} in time; the time is free again.` },
      ];
    case 'not_accepted':
      return [
        { userId: booking.userId, title: 'Booking cancelled', content: `Your request for the ${session} with ${consultant} was not accepted before it started, so it was cancelled.` },
        { userId: booking.consultantId, title: 'Booking cancelled', content: `${client}'s request for the ${session} was not accepted before it started, so it was cancelled.` },
      ];
    case 'payment_declined':
      return [
        { userId: booking.userId, title: 'Payment declined', content: `Your payment for the ${session} with ${consultant} was declined, so the booking was cancelled. You can book again.` },
        { userId: booking.consultantId, title: 'Booking cancelled', content: `${client}'s payment for the ${session} was declined; the time is free again.` },
      ];
    case 'refunded': {
      const notices: Notice[] = [
        { userId: booking.userId, title: 'Payment refunded', content: `${amount} for the ${session} with ${consultant} was refunded to you.` },
      ];
      if (event.payment?.ofCancelledBooking) {
        notices.push({ userId: booking.consultantId, title: 'Payment refunded', content: `${client}'s ${amount} for the cancelled ${session} was refunded.` });
      }
      return notices;
    }
  }
}

/** A notice's session dates (the booking's, and the one it moved from) as its reader writes them. */
function inReadersWords(content: string, event: BookingEvent, when: (date: string, startTime: string) => string): string {
  const sessions = [event.booking, ...(event.previous ? [event.previous] : [])];
  return sessions.reduce((text, { date, startTime }) => text.replaceAll(describeWhen(date, startTime), when(date, startTime)), content);
}

export function createBookingReactions(deps: ReactionDeps): BookingReactions {
  function tasksFor(event: BookingEvent): Array<[string, () => Promise<void>]> {
    const { booking } = event;
    const notices = bookingNotices(event);
    const tasks: Array<[string, () => Promise<void>]> = [
      [
        'bookingChanged',
        async () => {
          for (const userId of [booking.userId, booking.consultantId]) {
            deps.realtime.emitToUser(userId, SOCKET_EVENTS.bookingChanged, { bookingId: booking.id });
          }
        },
      ],
      [
        'slotsChanged',
        () => deps.slotsChanged(booking.consultantId),
      ],
    ];
    if (notices.length > 0) {
      tasks.push([
        `notifications to ${notices.map((notice) => notice.userId).join(', ')}`,
        async () => {
          // Every reader's zone in one read, then every notice in one statement.
          const when = deps.sessionWhenFor ? await deps.sessionWhenFor(notices.map((notice) => notice.userId), event.readerZones) : null;
          await deps.notifications.notifyAll(
            notices.map((notice) => ({ ...notice, content: when ? inReadersWords(notice.content, event, when(notice.userId)) : notice.content, type: 'BOOKING', entityId: booking.id })),
          );
        },
      ]);
    }
    // 'Could we reschedule?' makes sense of a session still to come; not of one that ended (a refund after the fact).
    if ((event.kind === 'cancelled' || event.kind === 'declined') && deps.sessionAhead(booking)) {
      const toUserId = event.actorId === booking.consultantId ? booking.userId : booking.consultantId;
      tasks.push(['cancel message', () => deps.chat.postMessage({ fromUserId: event.actorId, toUserId, text: cancellationMessage(booking) })]);
    }
    const { previous } = event;
    if (event.kind === 'rescheduled' && previous) {
      const toUserId = event.actorId === booking.consultantId ? booking.userId : booking.consultantId;
      tasks.push([
        'reschedule message',
        () => deps.chat.postMessage({ fromUserId: event.actorId, toUserId, text: rescheduleMessage(previous, booking) }),
      ]);
    }
    if (event.kind === 'completed') {
      tasks.push([
        'thank-you message',
        () => deps.chat.postMessage({ fromUserId: booking.consultantId, toUserId: booking.userId, text: THANK_YOU_MESSAGE }),
      ]);
      // Only a paid session earns a review: ask its client for one (a series, once per block).
      if (booking.paymentStatus === 'PAID') {
        tasks.push([
          'review request',
          async () => {
            if (!(await deps.invitesReview(booking))) return;
            await deps.notifications.notifyAll([
              {
                userId: booking.userId,
                type: 'REVIEW',
                title: 'Review your session',
                content: `How was your session on ${describeWhen(booking.date, booking.startTime)} with ${fullName(booking.consultant)}? You can review it for ${REVIEW_WINDOW_DAYS} days.`,
                entityId: booking.id,
              },
            ]);
          },
        ]);
      }
    }
    if (event.kind === 'completed') {
      tasks.push(['booking.completed event', () => deps.events.emit('booking.completed', { booking, referral: event.referral })]);
    }
    return tasks;
  }

  return {
    async afterChange(event) {
      const tasks = tasksFor(event);
      const results = await Promise.allSettled(tasks.map(([, run]) => run()));
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          deps.log.error({ err: result.reason, bookingId: event.booking.id, reaction: tasks[index][0] }, 'booking reaction failed');
        }
      });
    },
  };
}
