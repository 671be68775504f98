// The chat note a cancellation posts ('Could we reschedule for another time?')
// belongs to a session still to come: cancelling one that already ended (its
// refund after the fact) posts nothing in the chat. A completion is told on the
// event bus, with the referral it earned, for the features that listen. A change's
// notices take the zones its mails read, with the readers they are for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Booking, UserSummary } from '@marketplace/shared-api/types';
import { createEventBus } from '../../events';
import type { BookingEvents } from './events';
import { createBookingReactions, type ReactionDeps } from './reactions';

const person = (id: string, firstName: string): UserSummary => ({ id, username: firstName.toLowerCase(), firstName, lastName: 'Cruz', avatar: null, role: 'Boss', premium: 'Not Verified' });

const booking = {
  id: 'booking-1',
  date: '2026-06-02',
  startTime: '09:00',
  duration: 4,
  price: 5000,
  status: 'CANCELLED',
  paymentStatus: 'REFUNDED',
  consultantId: 'maria',
  consultant: person('maria', 'Maria'),
  userId: 'ben',
  user: person('ben', 'Ben'),
} as Booking;

function reactionsWith(sessionAhead: boolean) {
  const posted: string[] = [];
  const silentLog = { error: () => undefined } as unknown as ReactionDeps['log'];
  const events = createEventBus<BookingEvents>(silentLog);
  const completions: BookingEvents['booking.completed'][] = [];
  events.on('booking.completed', (completed) => void completions.push(completed));
  const reactions = createBookingReactions({
    realtime: { emitToUser: () => undefined } as unknown as ReactionDeps['realtime'],
    chat: { postMessage: async ({ text }) => void posted.push(text) },
    notifications: { notifyAll: async () => undefined },
    slotsChanged: async () => undefined,
    events,
    invitesReview: async () => true,
    sessionAhead: () => sessionAhead,
    log: silentLog,
  });
  return { reactions, posted, completions };
}

describe('the cancellation note', () => {
  it('asks to reschedule a cancelled session still to come', async () => {
    const { reactions, posted } = reactionsWith(true);
    await reactions.afterChange({ kind: 'cancelled', booking, actorId: 'ben' });
    assert.deepEqual(posted, ['I have canceled our booking on Tue, Jun 2, 2026 at 9:00 AM. Could we reschedule for another time?']);
  });

  it('posts nothing for a session that already ended', async () => {
    const { reactions, posted } = reactionsWith(false);
    await reactions.afterChange({ kind: 'cancelled', booking, actorId: 'ben' });
    assert.deepEqual(posted, []);
  });
});

describe('a completion', () => {
  it('is told on the event bus with the referral it earned, once its reactions run', async () => {
    const { reactions, posted, completions } = reactionsWith(false);
    const completed = { ...booking, status: 'COMPLETED', paymentStatus: 'PAID' } as Booking;
    const referral = { referrerId: 'rita', rewardPesos: 700, hours: 4 };
    await reactions.afterChange({ kind: 'completed', booking: completed, actorId: 'maria', referral });
    assert.deepEqual(completions, [{ booking: completed, referral }]);
    assert.deepEqual(posted, ['Thank you for booking, hope to see you again soon']);
  });

  it('is not told for any other change', async () => {
    const { reactions, completions } = reactionsWith(true);
    await reactions.afterChange({ kind: 'cancelled', booking, actorId: 'ben' });
    assert.deepEqual(completions, []);
  });
});

describe('a change’s notices', () => {
  it('are written in the zones the change’s mails read, handed on with the readers', async () => {
    const asked: Array<{ userIds: string[]; known?: ReadonlyMap<string, string | null> }> = [];
    const stored: string[] = [];
    const silentLog = { error: () => undefined } as unknown as ReactionDeps['log'];
    const reactions = createBookingReactions({
      realtime: { emitToUser: () => undefined } as unknown as ReactionDeps['realtime'],
      chat: { postMessage: async () => undefined },
      notifications: { notifyAll: async (inputs) => void stored.push(...inputs.map((input) => input.content)) },
      slotsChanged: async () => undefined,
      events: createEventBus<BookingEvents>(silentLog),
      sessionWhenFor: async (userIds, known) => {
        asked.push({ userIds, known });
        return () => () => 'in their words';
      },
      invitesReview: async () => true,
      sessionAhead: () => true,
      log: silentLog,
    });
    const readerZones = new Map([
      ['maria', 'America/New_York'],
      ['ben', null],
    ]);
    const requested = { ...booking, status: 'PENDING', paymentStatus: 'UNPAID' } as Booking;
    await reactions.afterChange({ kind: 'created', booking: requested, actorId: 'ben', readerZones });
    assert.deepEqual(asked, [{ userIds: ['maria'], known: readerZones }]);
    assert.equal(stored.length, 1);
  });
});
